import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { firePaced } from './paced.ts';

let server: http.Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A local server whose answer to each request (in arrival order) `handle` decides. */
async function serve(handle: (body: string, index: number, response: http.ServerResponse) => void) {
  let index = 0;
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => handle(body, index++, response));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('firePaced', () => {
  it('sends rate × seconds requests, taking the bodies in turn, and counts every answer by status', async () => {
    const received: string[] = [];
    const baseUrl = await serve((body, _index, response) => {
      received.push(body);
      response.statusCode = JSON.parse(body).ok ? 200 : 400;
      response.end('{}');
    });

    const run = await firePaced(
      baseUrl,
      { method: 'POST', path: '/save', bodies: [{ ok: true }, { ok: false }] },
      { rate: 200, connections: 4, seconds: 0.25 },
    );

    expect(run.sent).toBe(50);
    expect(run.latencies).toHaveLength(50);
    expect(run.statusCodes).toEqual({ 200: 25, 400: 25 });
    expect(run.errors).toBe(0);
    expect(received.filter((body) => body === '{"ok":true}')).toHaveLength(25);
  });

  it('times each request from when it fell due, so a stalled answer delays those queued behind it', async () => {
    // One socket; the first answer takes 300 ms. The nine requests due every 20 ms after it wait
    // for the socket: a closed loop would time them from when they were sent, at ~0 ms each.
    const baseUrl = await serve((_body, index, response) => {
      if (index === 0) setTimeout(() => response.end('{}'), 300);
      else response.end('{}');
    });

    const run = await firePaced(
      baseUrl,
      { method: 'GET', path: '/' },
      { rate: 50, connections: 1, seconds: 0.2 },
    );

    expect(run.latencies).toHaveLength(10);
    // On one socket the answers come in the order the requests fell due (k × 20 ms).
    // Each waited out the rest of the first one's 300 ms (10 ms allowed for timers).
    const waitedForTheFirst = run.latencies.map((latency, k) => latency >= 300 - 20 * k - 10);
    expect(waitedForTheFirst).toEqual(Array(10).fill(true));
  });

  it('counts a request that gets no answer as an error', async () => {
    const baseUrl = await serve((_body, _index, response) => response.end('{}'));
    await new Promise((resolve) => server!.close(resolve)); // nothing listens there any more
    const run = await firePaced(
      baseUrl,
      { method: 'GET', path: '/' },
      { rate: 100, connections: 2, seconds: 0.05 },
    );

    expect(run.sent).toBe(5);
    expect(run.errors).toBe(5);
    expect(run.latencies).toHaveLength(0);
  });
});
