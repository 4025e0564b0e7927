/** One request shape of a scenario, repeated for the measured seconds. */
export type RequestSpec = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Several bodies instead of one: each request takes the next, whichever connection sends it. */
  bodies?: unknown[];
};

/**
 * What goes on the wire for `spec`, whichever load generator sends it: the headers of every request,
 * and the bodies as JSON text, taken in turn (one `undefined` when the requests have none).
 */
export function wireForm(spec: RequestSpec): {
  headers: Record<string, string>;
  bodies: (string | undefined)[];
} {
  const headers: Record<string, string> = { 'x-client': 'web', ...spec.headers };
  if (spec.body !== undefined || spec.bodies) headers['content-type'] = 'application/json';
  const bodies = spec.bodies
    ? spec.bodies.map((body) => JSON.stringify(body))
    : [spec.body === undefined ? undefined : JSON.stringify(spec.body)];
  return { headers, bodies };
}
