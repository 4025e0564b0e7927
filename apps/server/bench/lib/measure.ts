import autocannon from 'autocannon';
import { type CpuShares, readCpuTimes, sharesBetween } from './cpu-time.ts';
import { firePaced } from './paced.ts';
import { type RequestSpec, wireForm } from './request-spec.ts';

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
  const { headers, bodies } = wireForm(spec);
  let sent = 0;
  // autocannon reports p97.5 but not p95, so every response time is kept and the percentiles
  // are computed here.
  const latencies: number[] = [];
  const instance = autocannon({
    url: baseUrl + spec.path,
    method: spec.method,
    headers,
    body: spec.bodies ? undefined : bodies[0],
    requests: spec.bodies && [
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

/** What one measured run gives, however its load was made. */
type Run = {
  latencies: number[];
  requests: number;
  seconds: number;
  errors: number;
  statusCodes: Record<string, number>;
};

async function closedLoop(
  baseUrl: string,
  spec: RequestSpec,
  connections: number,
  seconds: number,
): Promise<Run> {
  const { result, latencies } = await fire(baseUrl, spec, connections, seconds);
  return {
    latencies,
    requests: result.requests.total,
    seconds: result.duration,
    errors: result.errors,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
    ),
  };
}

async function openLoop(
  baseUrl: string,
  spec: RequestSpec,
  rate: number,
  connections: number,
  seconds: number,
): Promise<Run> {
  const run = await firePaced(baseUrl, spec, { rate, connections, seconds });
  return {
    latencies: run.latencies,
    requests: run.latencies.length,
    seconds: run.elapsedSeconds,
    errors: run.errors,
    statusCodes: run.statusCodes,
  };
}

/**
 * A short warm-up (JIT, connection pools, SQLite page cache), as fast as the answers come, then the
 * measured run: the same, or, with `rate`, that many requests per second on a fixed schedule
 * (paced.ts).
 */
export async function measure(
  baseUrl: string,
  spec: RequestSpec,
  options: { connections: number; seconds: number; warmupSeconds: number; rate?: number },
): Promise<Figures> {
  await fire(baseUrl, spec, options.connections, options.warmupSeconds);
  const cpuBefore = readCpuTimes();
  const run = options.rate
    ? await openLoop(baseUrl, spec, options.rate, options.connections, options.seconds)
    : await closedLoop(baseUrl, spec, options.connections, options.seconds);
  const cpu = sharesBetween(cpuBefore, readCpuTimes());
  const sorted = Float64Array.from(run.latencies).sort();
  const non2xx = Object.entries(run.statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requestsPerSecond: run.requests / run.seconds,
    totalRequests: run.requests,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    errors: run.errors,
    non2xx,
    statusCodes: run.statusCodes,
    cpu,
  };
}
