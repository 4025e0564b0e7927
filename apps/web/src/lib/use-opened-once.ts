import { useState } from 'react';

/**
 * Whether an overlay has ever been opened: it is drawn from its first opening and stays drawn, so
 * that it animates closed. A closed Mantine modal or drawer still mounts its portal, whose effect
 * draws it a second time in the same task as the screen: billing, with a dozen dialogs, drew each
 * of them twice before a phone could paint it.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [drawn, setDrawn] = useState(opened);
  if (opened && !drawn) setDrawn(true);
  return drawn || opened;
}
