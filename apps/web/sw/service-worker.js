// The app's service worker, built into dist/sw.js by vite/service-worker.ts, which puts the release's
// file list (PRECACHE) and a hash of it (RELEASE) in front of this file. A new release changes
// sw.js, which the browser re-fetches on every visit (served no-cache), so it installs on the next
// visit and takes over at once; the page itself always comes from the network when there is one.
//
// - API calls (/api/...) are never answered from here, nor any non-GET or other-origin request.
// - Pages: network first, so a new release shows on the next visit; the cached shell when the
//   network fails or is slower than NAVIGATION_TIMEOUT_MS (a second visit paints with no network).
// - Hashed assets (/assets/...): from the cache, else the network, then kept (names never change
//   content). Other files of the release (icons, manifest): from the cache, else the network.
/* global PRECACHE, RELEASE */

const CACHE = `galla-${RELEASE}`;
const SHELL = '/index.html';
const NAVIGATION_TIMEOUT_MS = 4000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...PRECACHE]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

function fromCacheOr(request, keep) {
  return caches.match(request).then(
    (cached) =>
      cached ??
      fetch(request).then((response) => {
        if (keep && response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(request, copy));
        }
        return response;
      }),
  );
}

function page(request) {
  const network = fetch(request).then((response) => {
    // Every page answer but `/` is the same empty shell (with its own style nonce): the newest one is
    // kept. `/` may come with the login drawn in it, which is no shell for the other pages.
    if (response.ok && new URL(request.url).pathname !== '/') {
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put(SHELL, copy));
    }
    return response;
  });
  const late = new Promise((resolve) => setTimeout(resolve, NAVIGATION_TIMEOUT_MS));
  const shell = () => caches.match(SHELL);
  return Promise.race([network.catch(() => null), late.then(shell)])
    .then((first) => first ?? shell())
    .then((answer) => answer ?? network);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // The public invoice page must keep the server's no-referrer policy: never the cached shell.
    if (url.pathname.startsWith('/downloadPdf/')) return;
    event.respondWith(page(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(fromCacheOr(request, true));
    return;
  }
  if (PRECACHE.includes(url.pathname)) event.respondWith(fromCacheOr(request, false));
});
