/**
 * Announces the modules that the app's built entry imports, so that they are fetched side by side
 * with it rather than one level of imports after another, for a page that starts the entry itself
 * (the app's page once its first paint is up, src/first-paint/inline.ts; the login page,
 * src/login/start-app.ts).
 */
export function preloadModules(modules: string[]): void {
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
