// Taps on the prerendered login's buttons before the app took the page over, kept by the page's
// starter script (vite/start-app-after-paint.js).
declare global {
  interface Window {
    gallaEarlyTaps?: { take(): Element[] };
  }
}

/**
 * Taps the kept buttons again, in the order they were tapped, now that the app handles them: a tap
 * on the Mobile OTP tab before the app arrived opens that tab. Called once the login has hydrated;
 * later taps reach the app directly. Buttons the app has since replaced are skipped.
 */
export function replayEarlyTaps(): void {
  const taps = window.gallaEarlyTaps?.take() ?? [];
  window.gallaEarlyTaps = undefined;
  for (const button of taps) if (button.isConnected && button instanceof HTMLElement) button.click();
}
