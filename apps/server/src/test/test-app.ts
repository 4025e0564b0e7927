import type { LightMyRequestResponse } from 'fastify';
import { API_PREFIX, buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { demoAccounts } from '../db/seed/demo.js';
import type { GiftCardProvider } from '../providers/gift-cards/gift-card-provider.js';
import type { PaymentProvider } from '../providers/payments/payment-provider.js';
import { createTestClock } from './test-clock.js';
import { createTestDatabase } from './test-databases.js';

export { demoAccounts };

// The real application over a fresh database of its own, with a clock the test controls. Requests go
// through inject(): the full HTTP pipeline without a socket.
export async function createTestApp(
  options: {
    env?: 'test' | 'production';
    logLines?: string[];
    webDist?: string;
    /** PUBLIC_URL: an https one turns on HSTS and the Secure session cookie. */
    publicUrl?: string;
    /** Saves on the bill writer thread, as the server runs on SQLite (it keeps real time). */
    saveOnWriterThread?: boolean;
    giftCards?: GiftCardProvider;
    /** A payment provider in place of the dev one (the Razorpay adapter against a local fake). */
    payments?: PaymentProvider;
  } = {},
) {
  const database = await createTestDatabase();
  const clock = createTestClock();
  const config = loadConfig({
    APP_ENV: options.env ?? 'test',
    DATABASE_URL: database.url,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    WEB_DIST: options.webDist ?? '/nonexistent',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: options.publicUrl,
  });
  const logger = options.logLines
    ? { level: 'trace', stream: { write: (line: string) => void options.logLines!.push(line) } }
    : false;
  const built = await buildApp({
    config,
    database: database.handle,
    clock,
    logger,
    saveOnWriterThread: options.saveOnWriterThread,
    giftCards: options.giftCards,
    payments: options.payments,
  });

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    init: { body?: unknown; token?: string; headers?: Record<string, string>; ip?: string } = {},
  ) {
    // As a mobile client: tokens come in the body and go in auth-token. The web app's cookie
    // session has its own tests (platform/auth/web-session.test.ts).
    const response: LightMyRequestResponse = await built.app.inject({
      method,
      url: path.startsWith('/') ? path : `${API_PREFIX}/${path}`,
      payload: init.body as object | undefined,
      remoteAddress: init.ip,
      headers: {
        'x-client': 'android',
        ...(init.token ? { 'auth-token': init.token } : {}),
        ...init.headers,
      },
    });
    const json = response.headers['content-type']?.toString().includes('json') ? response.json() : undefined;
    return {
      http: response.statusCode,
      body: json as { status: number; message?: string; error?: string; data?: any },
    };
  }

  /** The newest OTP sent by SMS to a number, read back from the development outbox. */
  async function lastOtp(contactNumber: string): Promise<string> {
    const outbox = await call('GET', 'dev/outbox');
    const sms = (outbox.body.data as { channel: string; to: string; body: string }[]).find(
      (m) => m.channel === 'sms' && m.to === contactNumber,
    );
    const code = sms?.body.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error(`No OTP was sent to ${contactNumber}`);
    return code;
  }

  async function userIdOf(contactNumber: string): Promise<number> {
    const row = await database.handle.db
      .selectFrom('users')
      .select('id')
      .where('contact_number', '=', contactNumber)
      .where('status', '<>', 'deleted')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A session token for a user, minted directly (tests of other calls need not go through OTP). */
  async function tokenFor(contactNumber: string): Promise<string> {
    return built.services.sessions.start('retailer', await userIdOf(contactNumber), {});
  }

  return {
    ...built,
    db: database.handle.db,
    dialect: database.handle.dialect,
    databaseUrl: database.url,
    clock,
    call,
    lastOtp,
    userIdOf,
    tokenFor,
    close: async () => {
      await built.outbox.stop();
      await built.app.close();
      await database.drop();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
