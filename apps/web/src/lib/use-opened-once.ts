import { useEffect, useState } from 'react';

/**
 * An overlay drawn from its first opening: whether to draw it, and whether it is open. A closed
 * Mantine modal or drawer still mounts its portal, whose effect draws it a second time in the same
 * task as the screen: billing, with a dozen dialogs, drew each of them twice before a phone could
 * paint it. On its first opening it is drawn closed, then opened on the next render, because
 * Mantine notes what to give the focus back to only when `opened` changes. Once drawn it stays,
 * so that it animates closed.
 */
export function useOpenedOnce(opened: boolean): { drawn: boolean; opened: boolean } {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (opened) setDrawn(true);
  }, [opened]);
  return { drawn: drawn || opened, opened: drawn && opened };
}
