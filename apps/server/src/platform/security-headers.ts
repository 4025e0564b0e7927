import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.js';

// Security headers on every answer, set by @fastify/helmet (docs/decisions.md, "Security headers"):
// one strict Content-Security-Policy for pages and API answers alike, nosniff, no framing, a referrer
// that never carries a path to another site, and HSTS only where the public address is https.

/**
 * Each page answer's nonces. Mantine writes its CSS variables and responsive styles into <style>
 * tags at run time: they carry the style nonce, which the page reads from `<meta name="csp-nonce">`
 * (web: app/style-nonce.ts). The page's one inline script, its first paint (web:
 * src/first-paint/), carries the script nonce, which is written nowhere else, so no script on the
 * page can read it. Both are made on first use, in one draw of random bytes.
 */
const NONCES = Symbol('galla.nonces');
export type PageNonces = { style: string; script: string };
type WithNonces = ServerResponse & { [NONCES]?: PageNonces };

function noncesOf(res: ServerResponse): PageNonces {
  const r = res as WithNonces;
  if (!r[NONCES]) {
    const bytes = randomBytes(32);
    r[NONCES] = {
      style: bytes.subarray(0, 16).toString('base64'),
      script: bytes.subarray(16).toString('base64'),
    };
  }
  return r[NONCES];
}

export function pageNonces(reply: FastifyReply): PageNonces {
  return noncesOf(reply.raw);
}

/**
 * What the browser may reach beyond the app's own origin: only the configured sign-in providers and,
 * with PAYMENT_PROVIDER=razorpay, Razorpay's checkout (its script, and its frames for the card form).
 */
function providerSources(config: Config) {
  const razorpay = config.payments.provider === 'razorpay';
  const google = config.social.provider === 'real' && config.social.googleClientId !== undefined;
  const facebook = config.social.provider === 'real' && config.social.facebookAppId !== undefined;
  const pick = (list: [boolean, string[]][]) => list.flatMap(([on, sources]) => (on ? sources : []));
  return {
    script: pick([
      [google, ['https://accounts.google.com/gsi/client']],
      [facebook, ['https://connect.facebook.net']],
      [razorpay, ['https://checkout.razorpay.com']],
    ]),
    style: pick([[google, ['https://accounts.google.com/gsi/style']]]),
    frame: pick([
      [google, ['https://accounts.google.com/gsi/']],
      [facebook, ['https://www.facebook.com', 'https://web.facebook.com']],
      [razorpay, ['https://api.razorpay.com', 'https://checkout.razorpay.com']],
    ]),
    connect: pick([
      [google, ['https://accounts.google.com/gsi/']],
      [facebook, ['https://graph.facebook.com', 'https://connect.facebook.net']],
      [razorpay, ['https://api.razorpay.com', 'https://lumberjack.razorpay.com']],
    ]),
  };
}

/** Features the app uses: the camera, for the barcode reader. Every other powerful feature is off. */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'fullscreen=(self)',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

export function isHttps(config: Config): boolean {
  return config.publicUrl?.startsWith('https://') ?? false;
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const providers = providerSources(config);
  const https = isHttps(config);
  const styleNonceSource = (_req: unknown, res: ServerResponse) => `'nonce-${noncesOf(res).style}'`;
  const scriptNonceSource = (_req: unknown, res: ServerResponse) => `'nonce-${noncesOf(res).script}'`;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", scriptNonceSource, ...providers.script],
        // Browsers before CSP level 3 fall back to style-src; the -elem and -attr forms win elsewhere.
        'style-src': ["'self'", styleNonceSource, ...providers.style],
        'style-src-elem': ["'self'", styleNonceSource, ...providers.style],
        // React and Mantine set element styles through the CSSOM, which CSP does not govern; no
        // style="" attribute in markup is needed, so none is allowed.
        'style-src-attr': ["'none'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'media-src': ["'self'", 'blob:'],
        'connect-src': ["'self'", ...providers.connect],
        // 'self': the public invoice page previews its PDF in a frame.
        'frame-src': ["'self'", ...providers.frame],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // The Google and Facebook sign-in pop-ups talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Cross-origin embedding of our own resources is already refused; COEP would also block the
    // providers' frames.
    crossOriginEmbedderPolicy: false,
  });
  // Helmet 8 has no Permissions-Policy; it is one fixed header.
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
  });
}

/** The public invoice link's token is in its path: that page and its calls send no Referer at all. */
export const noReferrer = { referrerPolicy: { policy: 'no-referrer' as const } };

/**
 * The invoice PDF: no Referer, and framed only by the app's own pages (the public invoice page's
 * preview). A PDF runs nothing of ours, so its policy allows nothing else.
 */
export const pdfHeaders = {
  ...noReferrer,
  xFrameOptions: { action: 'sameorigin' as const },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'none'"],
      'frame-ancestors': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
    },
  },
};
