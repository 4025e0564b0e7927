import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).default('./data/galla.db'),
  APP_ENV: z.enum(['development', 'production', 'test']).default('development'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SMS_PROVIDER: z.enum(['dev', 'http']).default('dev'),
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_GATEWAY_KEY: z.string().optional(),
  SMS_SENDER_ID: z.string().default('GALLAB'),
  SMS_INBOUND_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  PAYMENT_PROVIDER: z.enum(['dev', 'razorpay']).default('dev'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  MAIL_PROVIDER: z.enum(['dev', 'smtp']).default('dev'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Galla <no-reply@galla.local>'),
  SUPPORT_PHONE: z.string().default('919876500001'),
  PUBLIC_URL: z.url().optional(),
  SOCIAL_PROVIDER: z.enum(['dev', 'real']).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  GIFT_CARD_PROVIDER: z.enum(['dev', 'woohoo']).default('dev'),
  GIFT_CARD_API_URL: z.url().optional(),
  GIFT_CARD_CLIENT_ID: z.string().optional(),
  GIFT_CARD_CLIENT_SECRET: z.string().optional(),
  GIFT_CARD_CATEGORY_ID: z.string().default('1'),
  GIFT_CARD_CODE_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string;
  env: 'development' | 'production' | 'test';
  jwtSecret: string;
  sessionDays: number;
  /** Days a session may go unused, unless its shop chose otherwise. */
  sessionIdleDays: number;
  logLevel: string;
  webDist: string;
  sms: {
    provider: 'dev' | 'http';
    gatewayUrl?: string;
    gatewayKey?: string;
    senderId: string;
    /** The key the gateway sends with replies (STOP) to paySMS/inbound; a fixed one in development. */
    inboundKey?: string;
  };
  mail: { provider: 'dev' | 'smtp'; smtpUrl?: string; from: string };
  payments:
    | { provider: 'dev' }
    | { provider: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string; apiUrl: string };
  supportPhone: string;
  /** Where customers open shared links (the invoice PDF page); else the address the request came to. */
  publicUrl?: string;
  social: {
    provider: 'dev' | 'real';
    googleClientId?: string;
    facebookAppId?: string;
    facebookAppSecret?: string;
  };
  giftCards: {
    provider: 'dev' | 'woohoo';
    apiUrl?: string;
    clientId?: string;
    clientSecret?: string;
    categoryId: string;
    /** Encrypts the dev provider's voucher codes at rest. */
    codeKey: string;
  };
};

export class ConfigError extends Error {}

/** Outside production, the SMS gateway's replies are accepted with this key unless one is set. */
export const DEV_SMS_INBOUND_KEY = 'dev-sms-inbound-key';

// Reads the environment once at start-up. A bad value stops the server with a message that names
// the variable, rather than failing later somewhere far from the cause.
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e.APP_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid environment variable JWT_SECRET: required when APP_ENV=production');
  }
  if (e.SMS_PROVIDER === 'http' && (!e.SMS_GATEWAY_URL || !e.SMS_GATEWAY_KEY)) {
    throw new ConfigError(
      'Invalid environment variable SMS_GATEWAY_URL: SMS_PROVIDER=http needs SMS_GATEWAY_URL and SMS_GATEWAY_KEY',
    );
  }
  if (
    e.GIFT_CARD_PROVIDER === 'woohoo' &&
    (!e.GIFT_CARD_API_URL || !e.GIFT_CARD_CLIENT_ID || !e.GIFT_CARD_CLIENT_SECRET)
  ) {
    throw new ConfigError(
      'Invalid environment variable GIFT_CARD_API_URL: GIFT_CARD_PROVIDER=woohoo needs GIFT_CARD_API_URL, GIFT_CARD_CLIENT_ID and GIFT_CARD_CLIENT_SECRET',
    );
  }
  if (
    e.PAYMENT_PROVIDER === 'razorpay' &&
    (!e.RAZORPAY_KEY_ID || !e.RAZORPAY_KEY_SECRET || !e.RAZORPAY_WEBHOOK_SECRET)
  ) {
    throw new ConfigError(
      'Invalid environment variable RAZORPAY_KEY_ID: PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
  }
  if (e.MAIL_PROVIDER === 'smtp' && !e.SMTP_URL) {
    throw new ConfigError('Invalid environment variable SMTP_URL: required when MAIL_PROVIDER=smtp');
  }
  const jwtSecret = e.JWT_SECRET ?? developmentSecret(e.DATABASE_URL);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    env: e.APP_ENV,
    jwtSecret,
    sessionDays: e.SESSION_DAYS,
    sessionIdleDays: e.SESSION_IDLE_DAYS,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ?? resolve(import.meta.dirname, '../../web/dist'),
    sms: {
      provider: e.SMS_PROVIDER,
      gatewayUrl: e.SMS_GATEWAY_URL,
      gatewayKey: e.SMS_GATEWAY_KEY,
      senderId: e.SMS_SENDER_ID,
      inboundKey: e.SMS_INBOUND_KEY ?? (e.APP_ENV === 'production' ? undefined : DEV_SMS_INBOUND_KEY),
    },
    mail: { provider: e.MAIL_PROVIDER, smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    payments:
      e.PAYMENT_PROVIDER === 'razorpay'
        ? {
            provider: 'razorpay',
            keyId: e.RAZORPAY_KEY_ID!,
            keySecret: e.RAZORPAY_KEY_SECRET!,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET!,
            apiUrl: e.RAZORPAY_API_URL.replace(/\/+$/, ''),
          }
        : { provider: 'dev' },
    supportPhone: e.SUPPORT_PHONE,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    social: {
      // Production never trusts the dev key set unless told to explicitly.
      provider: e.SOCIAL_PROVIDER ?? (e.APP_ENV === 'production' ? 'real' : 'dev'),
      googleClientId: e.GOOGLE_CLIENT_ID,
      facebookAppId: e.FACEBOOK_APP_ID,
      facebookAppSecret: e.FACEBOOK_APP_SECRET,
    },
    giftCards: {
      provider: e.GIFT_CARD_PROVIDER,
      apiUrl: e.GIFT_CARD_API_URL,
      clientId: e.GIFT_CARD_CLIENT_ID,
      clientSecret: e.GIFT_CARD_CLIENT_SECRET,
      categoryId: e.GIFT_CARD_CATEGORY_ID,
      // Without a key of its own the session secret stands in, hashed under a label of its own
      // (code-cipher.ts), so the AES key is never the signing key itself.
      codeKey: e.GIFT_CARD_CODE_KEY ?? jwtSecret,
    },
  };
}

// Outside production the secret is generated once and kept beside the data, so sessions survive a
// restart without anyone having to configure a secret for a demo.
function developmentSecret(databaseUrl: string): string {
  const dir = databaseUrl.startsWith('postgres') ? resolve('data') : dirname(resolve(databaseUrl));
  const file = resolve(dir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
