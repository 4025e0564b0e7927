import { type DrawerProps, Drawer as MantineDrawer } from '@mantine/core';
import { useOpenedOnce } from '../lib/use-opened-once';

/** Mantine's Drawer, drawn from the first time it opens (lib/use-opened-once.ts says why). */
export function Drawer(props: DrawerProps) {
  const { drawn, opened } = useOpenedOnce(props.opened);
  return drawn ? <MantineDrawer {...props} opened={opened} /> : null;
}
