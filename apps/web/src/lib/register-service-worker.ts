// The service worker (sw/service-worker.js) makes the app installable and lets a second visit paint
// from the cache. Only the production build has one; it is registered after the page has loaded so
// that its downloads never compete with the first paint.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without a service worker the app works as before, from the network.
    });
  });
}
