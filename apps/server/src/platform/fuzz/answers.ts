import type { LightMyRequestResponse } from 'fastify';

// What every answer of the API must be, whatever was asked: never a 5xx; JSON in the envelope
// `{status, error}` with the HTTP status equal to `status` (204 and 300 travel as 200); an error
// that reads as text for a person, not a stack or a path on the server. A 2xx may be a file (a PDF,
// an image, the docs page).

const BODY_ONLY = new Set([204, 300]);
const INTERNALS =
  /node_modules|\/src\/|\.ts:\d+|\bat [\w.<>]+ \(|FST_ERR|SQLITE_|ECONN|TypeError|ReferenceError/;

/** What is wrong with an answer, or undefined when it keeps the contract. */
export function problemWith(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('json')) {
    if (res.statusCode >= 400)
      return `answered ${res.statusCode} outside the envelope (${type}): ${res.body.slice(0, 200)}`;
    return undefined;
  }
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `answered invalid JSON: ${res.body.slice(0, 200)}`;
  }
  const envelope = body as { status?: unknown; error?: unknown };
  if (typeof envelope !== 'object' || envelope === null || typeof envelope.status !== 'number') {
    return `answered outside the envelope: ${res.body.slice(0, 200)}`;
  }
  const expectedHttp = BODY_ONLY.has(envelope.status) ? 200 : envelope.status;
  if (res.statusCode !== expectedHttp) return `HTTP ${res.statusCode} but status ${envelope.status}`;
  if (envelope.status >= 400) {
    if (typeof envelope.error !== 'string' || envelope.error.trim() === '')
      return `an error without text: ${res.body.slice(0, 200)}`;
    if (INTERNALS.test(envelope.error))
      return `an error that shows the server's internals: ${envelope.error.slice(0, 200)}`;
  }
  return undefined;
}
