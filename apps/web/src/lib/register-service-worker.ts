// The service worker (sw/service-worker.js) makes the app installable and lets a second visit paint
// from the cache. Only the production build has one; it is registered after the page has loaded so
// that its downloads never compete with the first paint.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without a service worker the app works as before, from the network.
    });
  };
  // Called by the app when it starts, and by the first visit's login page (src/login/), so that the
  // app is in the cache by the time the user has signed in.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
