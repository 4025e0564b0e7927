import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bar (a list's search box) that stays under the app header while the list scrolls beneath it. */
export function StickyBar({ children }: { children: ReactNode }) {
  return (
    <Box
      py={6}
      style={{
        position: 'sticky',
        top: 'var(--app-shell-header-height, 60px)',
        zIndex: 2,
        background: 'var(--mantine-color-body)',
      }}
    >
      {children}
    </Box>
  );
}
