import http from 'node:http';
import { type RequestSpec, wireForm } from './request-spec.ts';

// An open-loop load: requests fall due on a fixed schedule, `rate` per second spread over
// `connections` keep-alive sockets, whatever the server answers, and each latency is counted from
// the moment its request fell due, not from when a socket was free to send it.
//
// The other rows are a closed loop (autocannon): each connection sends again when it is answered.
// At saturation their latency is the number of connections over the throughput (Little's law), and
// a server that stalls is simply sent less meanwhile, so the requests the stall would have delayed
// are never counted (coordinated omission). autocannon's own rate limit does not help: it lets each
// connection send its share of a second back to back and then waits for the next second, which is a
// saturated burst once a second. Here a stall delays every request that falls due during it, as it
// would delay a shop's customers.

export type PacedRun = {
  /** In the order the answers came, in milliseconds from each request's due time. */
  latencies: number[];
  sent: number;
  errors: number;
  statusCodes: Record<string, number>;
  /** From the first due time to the last answer. */
  elapsedSeconds: number;
};

export async function firePaced(
  baseUrl: string,
  spec: RequestSpec,
  options: { rate: number; connections: number; seconds: number },
): Promise<PacedRun> {
  const url = new URL(baseUrl + spec.path);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const { headers, bodies } = wireForm(spec);
  const total = Math.max(1, Math.round(options.rate * options.seconds));
  const interval = 1000 / options.rate;

  const run: PacedRun = { latencies: [], sent: 0, errors: 0, statusCodes: {}, elapsedSeconds: 0 };
  const start = performance.now();
  await new Promise<void>((resolve) => {
    let settled = 0;
    const settle = () => {
      if (++settled === total) resolve();
    };
    const send = (due: number, body: string | undefined) => {
      // Once per request, whichever comes first: its answer's end, or an error of the request or of
      // an answer cut short.
      let settledThis = false;
      const fail = () => {
        if (settledThis) return;
        settledThis = true;
        run.errors++;
        settle();
      };
      // The agent queues a request until one of its sockets is free: that wait counts too.
      const request = http.request(
        {
          agent,
          hostname: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: spec.method,
          headers,
        },
        (response) => {
          response.resume();
          response.on('error', fail);
          response.on('end', () => {
            if (settledThis) return;
            settledThis = true;
            run.latencies.push(performance.now() - due);
            const code = String(response.statusCode);
            run.statusCodes[code] = (run.statusCodes[code] ?? 0) + 1;
            settle();
          });
        },
      );
      request.on('error', fail);
      request.end(body);
    };
    // A timer wakes up to a millisecond late: each wake-up sends everything due by then, each with
    // its own due time.
    const sendDue = () => {
      const now = performance.now();
      while (run.sent < total && start + run.sent * interval <= now) {
        send(start + run.sent * interval, bodies[run.sent % bodies.length]);
        run.sent++;
      }
      if (run.sent < total) setTimeout(sendDue, Math.max(0, start + run.sent * interval - performance.now()));
    };
    sendDue();
  });
  run.elapsedSeconds = (performance.now() - start) / 1000;
  agent.destroy();
  return run;
}
