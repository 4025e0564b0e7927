// The prerendered login's only script (vite/start-after-paint.ts). It fetches and starts the app
// once the page has painted: a phone shows the login without first running the app's JavaScript,
// even when that JavaScript is already in its cache. Its tag names the app's modules, entry first.
(() => {
  const [entry, ...imports] = JSON.parse(document.currentScript.dataset.modules);

  // Until the app has taken the page over, a tap on one of its buttons (the Mobile OTP tab, the
  // password's eye) would do nothing. They are kept, and the login page taps them again once it runs
  // (src/lib/early-taps.ts). Links and fields work without the app; the submit button is disabled.
  const taps = [];
  const keep = (event) => {
    const button = event.target.closest?.('button:not([type="submit"])');
    if (button) taps.push(button);
  };
  document.addEventListener('click', keep, true);
  window.gallaEarlyTaps = {
    take() {
      document.removeEventListener('click', keep, true);
      return taps.splice(0);
    },
  };

  // A callback before the next frame, then a task after it: the frame is painted in between. (A tab
  // opened in the background has no frames: its app starts when the tab is first shown.)
  requestAnimationFrame(() => {
    setTimeout(() => {
      // Every module at once, rather than as the module loader finds each chunk's imports.
      for (const href of imports) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.append(script);
    });
  });
})();
