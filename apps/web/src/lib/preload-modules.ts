import { nextTask } from './next-task';

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

/**
 * Runs the app's built entry (its modules announced by preloadModules): the modules it imports
 * first, one per task, then the entry itself. Imported by the entry alone, the whole graph (the
 * framework's 750 KB among it) would run in one task, which on a phone is one long task instead of a
 * few shorter ones.
 */
export async function runEntry(entry: string, modules: string[]): Promise<void> {
  for (const href of modules) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
  await import(/* @vite-ignore */ entry);
}
