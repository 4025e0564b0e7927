import type { LaunchOptions } from '@playwright/test';

// Debian's Chromium, never a downloaded browser. The flags keep it off the network this machine
// does not have (background fetches, component updates, sync) and run it as root without a GPU.
// Used by the journeys (playwright.config.ts) and by `npm run bench:phone`.
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
