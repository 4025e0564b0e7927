import autocannon from 'autocannon';
import { type CpuShares, readCpuTimes, sharesBetween } from './cpu-time.ts';

export type RequestSpec = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Several bodies instead of one: each request takes the next, whichever connection sends it. */
  bodies?: unknown[];
};

export type Figures = {
  requestsPerSecond: number;
  totalRequests: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** The machine's idle and stolen time during the measured seconds (null off Linux). */
  cpu: CpuShares | null;
};

/** The nearest-rank percentile of values sorted ascending; NaN when there are none. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function fire(baseUrl: string, spec: RequestSpec, connections: number, seconds: number) {
  const headers: Record<string, string> = { 'x-client': 'web', ...spec.headers };
  if (spec.body !== undefined || spec.bodies) headers['content-type'] = 'application/json';
  const bodies = spec.bodies?.map((body) => JSON.stringify(body));
  let sent = 0;
  // autocannon reports p97.5 but not p95, so every response time is kept and the percentiles
  // are computed here.
  const latencies: number[] = [];
  const instance = autocannon({
    url: baseUrl + spec.path,
    method: spec.method,
    headers,
    body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
    requests: bodies && [
      {
        method: spec.method,
        path: spec.path,
        setupRequest: (request) => ({ ...request, body: bodies[sent++ % bodies.length] }),
      },
    ],
    connections,
    duration: seconds,
    timeout: 30,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  return { result, latencies };
}

/** A short warm-up (JIT, connection pools, SQLite page cache), then the measured run. */
export async function measure(
  baseUrl: string,
  spec: RequestSpec,
  options: { connections: number; seconds: number; warmupSeconds: number },
): Promise<Figures> {
  await fire(baseUrl, spec, options.connections, options.warmupSeconds);
  const cpuBefore = readCpuTimes();
  const { result, latencies } = await fire(baseUrl, spec, options.connections, options.seconds);
  const cpu = sharesBetween(cpuBefore, readCpuTimes());
  const sorted = Float64Array.from(latencies).sort();
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
  );
  return {
    requestsPerSecond: result.requests.total / result.duration,
    totalRequests: result.requests.total,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    errors: result.errors,
    non2xx: result.non2xx,
    statusCodes,
    cpu,
  };
}
