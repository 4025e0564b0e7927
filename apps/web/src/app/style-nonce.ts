// The server writes a fresh nonce into each page (`<meta name="csp-nonce">`) and allows only <style>
// tags that carry it (server: platform/security-headers.ts). Mantine puts it on the style tags it
// writes at run time. Read once: a page keeps its nonce. Absent under the Vite dev server and in
// component tests, where no policy applies.
const nonce =
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;

/** Mantine's getStyleNonce, or undefined when the page has no nonce. */
export const getStyleNonce = nonce === undefined ? undefined : () => nonce;
