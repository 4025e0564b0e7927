import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpSms } from './http-sms.js';

// A local stand-in for the SMS gateway: it records what it received and answers as told.
let server: Server | undefined;
async function fakeGateway(status: number) {
  const received: { headers: IncomingMessage['headers']; body: unknown }[] = [];
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/send`, received };
}
afterEach(() => {
  server?.close();
});

describe('HTTP SMS gateway adapter', () => {
  it('posts sender, number with country code and message, with the key', async () => {
    const gateway = await fakeGateway(200);
    const sms = createHttpSms({ url: gateway.url, apiKey: 'k-123', senderId: 'GALLAB' });
    await sms.send('9876543210', '123456 is your Galla OTP.');
    expect(gateway.received).toHaveLength(1);
    expect(gateway.received[0]!.headers.authorization).toBe('Bearer k-123');
    expect(gateway.received[0]!.body).toEqual({
      sender: 'GALLAB',
      to: '919876543210',
      message: '123456 is your Galla OTP.',
    });
  });

  it('sends a campaign SMS under its DLT registration: the entity, the template and its variables', async () => {
    const gateway = await fakeGateway(200);
    const sms = createHttpSms({ url: gateway.url, apiKey: 'k', senderId: 'GALLAB' });
    await sms.send('9876543210', 'Diwali sale\nReply STOP to opt out', {
      entityId: '1201159100000000001',
      senderId: 'SHRMOB',
      templateId: '1207161700000000002',
      variables: ['Diwali sale'],
    });
    expect(gateway.received[0]!.body).toEqual({
      sender: 'SHRMOB',
      to: '919876543210',
      message: 'Diwali sale\nReply STOP to opt out',
      dlt: { entityId: '1201159100000000001', templateId: '1207161700000000002', variables: ['Diwali sale'] },
    });
  });

  it('fails on a non-2xx answer so the outbox retries', async () => {
    const gateway = await fakeGateway(503);
    const sms = createHttpSms({ url: gateway.url, apiKey: 'k', senderId: 'GALLAB' });
    await expect(sms.send('9876543210', 'x')).rejects.toThrow(/503/);
  });
});
