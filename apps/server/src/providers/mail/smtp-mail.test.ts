import { randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutboxWorker, enqueueMessage } from '../../platform/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSmtpMail } from './smtp-mail.js';

type Received = { from: string; to: string[]; raw: Buffer };
type Mode = 'accept' | 'refuse-5xx' | 'refuse-4xx';

// A real SMTP server (the smtp-server package speaks the protocol) on a free local port.
async function startSmtp(port = 0) {
  const received: Received[] = [];
  const state: { mode: Mode } = { mode: 'accept' };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.mode === 'refuse-5xx') {
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      }
      if (state.mode === 'refuse-4xx') {
        return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      }
      void address;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A server that greets, then hangs up on the first command: a crashed or cut-off mail relay.
async function startDropper(port = 0) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.write('220 relay ESMTP\r\n');
    socket.once('data', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

let t: TestApp;
const stops: (() => Promise<void>)[] = [];
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  await t.close();
});

function worker(port: number) {
  return createOutboxWorker({
    db: t.db,
    dialect: t.dialect,
    clock: t.clock,
    sms: { name: 'test', send: async () => {} },
    mail: createSmtpMail({ url: `smtp://127.0.0.1:${port}`, from: 'Galla <reports@galla.test>' }),
    log: t.app.log,
    keepSecrets: true,
  });
}

const spreadsheet = randomBytes(70_000); // binary, with every byte value: base64 must round-trip it

async function queueReport() {
  await enqueueMessage(t.db, t.clock, {
    channel: 'email',
    to: 'owner@shop.test',
    subject: 'Sales Report',
    body: 'Your sales report is attached.',
    html: '<p>Your sales report is attached.</p>',
    attachments: [
      { filename: 'sales.xlsx', contentType: 'application/vnd.ms-excel', content: spreadsheet },
      { filename: 'sales.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 tiny') },
    ],
  });
}

async function outboxRow() {
  return t.db.selectFrom('outbox').select(['status', 'attempts', 'last_error']).executeTakeFirstOrThrow();
}

describe('the SMTP adapter against a real SMTP server', () => {
  it('delivers a queued report mail once, with its attachments byte for byte', async () => {
    const smtp = await startSmtp();
    stops.push(smtp.close);
    await queueReport();
    const w = worker(smtp.port);
    expect(await w.drainOnce()).toBe(1);
    expect(await w.drainOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const mail = await simpleParser(smtp.received[0]!.raw);
    expect(smtp.received[0]!.to).toEqual(['owner@shop.test']);
    expect(smtp.received[0]!.from).toBe('reports@galla.test');
    expect(mail.subject).toBe('Sales Report');
    expect(mail.text?.trim()).toBe('Your sales report is attached.');
    expect(mail.html).toContain('<p>Your sales report is attached.</p>');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['sales.xlsx', 'sales.pdf']);
    expect(Buffer.compare(mail.attachments[0]!.content, spreadsheet)).toBe(0);
    expect(mail.attachments[1]!.content.toString()).toBe('%PDF-1.4 tiny');
    expect(await outboxRow()).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it.each([
    ['refuse-5xx', /550/],
    ['refuse-4xx', /451/],
  ] as const)(
    'a server that refuses (%s) leaves the mail queued, retried later and sent once',
    async (mode, code) => {
      const smtp = await startSmtp();
      stops.push(smtp.close);
      smtp.state.mode = mode;
      await queueReport();
      const w = worker(smtp.port);
      expect(await w.drainOnce()).toBe(1);
      const failed = await outboxRow();
      expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
      expect(failed.last_error).toMatch(code);
      expect(await w.drainOnce()).toBe(0); // backing off
      smtp.state.mode = 'accept';
      t.clock.advance(60_000);
      expect(await w.drainOnce()).toBe(1);
      t.clock.advance(60 * 60_000);
      expect(await w.drainOnce()).toBe(0);
      expect(smtp.received).toHaveLength(1);
      expect(await outboxRow()).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    },
  );

  it('a server that drops the connection leaves the mail queued; it goes once the server is back', async () => {
    const dropper = await startDropper();
    await queueReport();
    const w = worker(dropper.port);
    expect(await w.drainOnce()).toBe(1);
    expect(await outboxRow()).toMatchObject({ status: 'pending', attempts: 1 });
    await dropper.close();
    // Nobody listening at all: refused at connect, still queued.
    t.clock.advance(60_000);
    expect(await w.drainOnce()).toBe(1);
    expect(await outboxRow()).toMatchObject({ status: 'pending', attempts: 2 });
    const smtp = await startSmtp(dropper.port);
    stops.push(smtp.close);
    t.clock.advance(60_000);
    expect(await w.drainOnce()).toBe(1);
    t.clock.advance(60 * 60_000);
    expect(await w.drainOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const mail = await simpleParser(smtp.received[0]!.raw);
    expect(Buffer.compare(mail.attachments[0]!.content, spreadsheet)).toBe(0);
    expect(await outboxRow()).toMatchObject({ status: 'sent', attempts: 3 });
  });
});
