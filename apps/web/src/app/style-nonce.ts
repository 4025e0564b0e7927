import { setNonce } from 'get-nonce';

// The server writes a fresh nonce into each page (`<meta name="csp-nonce">`) and allows only <style>
// tags that carry it (server: platform/security-headers.ts). Two libraries write style tags at run
// time: Mantine (its CSS variables; getStyleNonce below) and react-remove-scroll under Mantine's
// modals (through get-nonce, set here). Read once: a page keeps its nonce. Absent under the Vite dev
// server and in component tests, where no policy applies.
const nonce =
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;

if (nonce) setNonce(nonce);

/** Mantine's getStyleNonce, or undefined when the page has no nonce. */
export const getStyleNonce = nonce === undefined ? undefined : () => nonce;
