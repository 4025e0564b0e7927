import { loadingText } from '../lib/en-login';
import { homePath, type RetailerSession, type Session } from '../lib/session-store';
import { RETAILER_SHELL_PATHS } from './retailer-shell-paths';

// The first paint of the app's page (issue 23): index.html runs this from an inline script while
// the app's JavaScript is still on its way (vite/first-paint.ts writes it in), so a signed-in
// retailer sees the header with the shop's name, and everyone else a loader, as soon as the page's
// stylesheet has arrived. On a cheap phone over 4G that is about two seconds before the app can
// draw anything. The app's first screen replaces it whole (main.tsx renders once the router has
// its screen, and React empties #root as it first commits). It looks like the app's own header
// (app/retailer-header.tsx) so that nothing moves when the swap happens; its styles are
// first-paint.css, in the page's stylesheet. Nothing in it works before the app arrives, so none of
// it is a control.

/** Marks a #root that holds a first paint, for main.tsx. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

function matches(pattern: string, path: string): boolean {
  const wanted = pattern.toLowerCase();
  if (wanted.endsWith('/*')) {
    const base = wanted.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  return path === wanted;
}

/**
 * Whether the app will draw the retailer shell for this path: an onboarded retailer at `/` (sent on
 * to /dashboard) or at one of the shell's pages. Paths match as the router's do, case-insensitively.
 */
export function showsRetailerShell(session: Session | null, pathname: string): session is RetailerSession {
  if (session?.kind !== 'retailer' || homePath(session) !== '/dashboard') return false;
  let path: string;
  try {
    path = decodeURIComponent(pathname)
      .replace(/^\/+|\/+$/g, '')
      .toLowerCase();
  } catch {
    return false;
  }
  return path === '' || RETAILER_SHELL_PATHS.some((pattern) => matches(pattern, path));
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Draws the first paint into `root`: the retailer shell's header when it will be shown, and a loader. */
export function paintFirstScreen(root: HTMLElement, session: Session | null, pathname: string): void {
  const loader = element('div', 'first-paint-loader');
  loader.setAttribute('role', 'status');
  loader.append(element('span', 'first-paint-spinner'), element('span', 'first-paint-hidden', loadingText));
  const parts: HTMLElement[] = [loader];
  if (showsRetailerShell(session, pathname)) {
    const { tradeName, firstName } = session.profile;
    const header = element('header', 'first-paint-header');
    header.append(
      element('span', 'first-paint-burger'),
      element('p', 'first-paint-name', String(tradeName ?? firstName ?? '')),
    );
    parts.unshift(header);
  }
  root.replaceChildren(...parts);
  root.setAttribute(FIRST_PAINT_ATTRIBUTE, '');
}
