import { connect } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { frameworkMessages } from './framework-errors.js';

// Every answer is in the envelope, including the ones Fastify's router and Node's HTTP parser give
// before a route runs. Before, these answered {error, code, message, statusCode}.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function inject(method: 'GET' | 'POST', url: string, payload?: string, type = 'application/json') {
  const res = await t.app.inject({ method, url, payload, headers: payload ? { 'content-type': type } : {} });
  return { http: res.statusCode, body: res.json() };
}

describe('framework errors in the envelope', () => {
  it('a path that cannot be percent-decoded is a 400', async () => {
    for (const url of ['/api/v3/user/pincode/%E0%A4%A', '/%', '/api/v3/user/pincode/%zz']) {
      expect(await inject('GET', url)).toEqual({
        http: 400,
        body: { status: 400, error: frameworkMessages.badUrl },
      });
    }
  });

  it('a 100 kB path parameter is a 414', async () => {
    expect(await inject('GET', `/api/v3/user/pincode/${'1'.repeat(100_000)}`)).toEqual({
      http: 414,
      body: { status: 414, error: frameworkMessages.longUrl },
    });
  });

  it('malformed JSON, a wrong content type, a body too large and an unknown call stay in it', async () => {
    expect((await inject('POST', '/api/v3/user/login', '{"contactNumber":')).body).toEqual({
      status: 400,
      error: 'The request body is not valid JSON',
    });
    expect((await inject('POST', '/api/v3/user/login', '<a/>', 'application/xml')).body).toEqual({
      status: 415,
      error: 'Send the request body as JSON',
    });
    const big = await inject('POST', '/api/v3/user/login', `"${'a'.repeat(4 * 1024 * 1024)}"`);
    expect(big).toEqual({ http: 413, body: { status: 413, error: 'The request is too large' } });
    expect((await inject('GET', '/api/v3/no/such/call')).body).toEqual({
      status: 404,
      error: 'No such API call: GET /api/v3/no/such/call',
    });
  });
});

describe("Node's HTTP parser errors in the envelope", () => {
  // inject() skips Node's parser, so these go through a real socket.
  async function rawRequest(request: string): Promise<string> {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.end(request));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString('utf8');
      });
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }
  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

  it('a malformed request line is a 400', async () => {
    const answer = await rawRequest('GARBAGE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1.1 400 /);
    expect(bodyOf(answer)).toEqual({ status: 400, error: frameworkMessages.badRequest });
  });

  it('headers past the size limit are a 431', async () => {
    const answer = await rawRequest(
      `GET /api/v3/settings HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1.1 431 /);
    expect(bodyOf(answer)).toEqual({ status: 431, error: frameworkMessages.headersTooLarge });
  });
});
