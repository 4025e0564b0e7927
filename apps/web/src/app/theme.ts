import { createTheme } from '@mantine/core';

// The spec's single layout breakpoint is 700 px; `sm` is redefined to it so `hiddenFrom="sm"`,
// AppShell's `breakpoint: 'sm'` and responsive props all switch at the same width.
export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  breakpoints: { xs: '30em', sm: '43.75em', md: '62em', lg: '75em', xl: '88em' },
});
