/** One of our absolute links as a path on this origin, so it opens here whatever the server's PUBLIC_URL. */
export function pathOf(url: string): string {
  const u = new URL(url, window.location.origin);
  return `${u.pathname}${u.search}`;
}
