import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const secret = 'x'.repeat(40);

describe('configuration from the environment', () => {
  it('has working defaults for development', () => {
    const dir = mkdtempSync(join(tmpdir(), 'galla-config-'));
    const config = loadConfig({ DATABASE_URL: join(dir, 'galla.db') });
    expect(config).toMatchObject({ port: 3000, env: 'development', databaseUrl: join(dir, 'galla.db') });
    // The generated secret is kept, so a restart keeps sessions.
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATABASE_URL: join(dir, 'galla.db') }).jwtSecret).toBe(config.jwtSecret);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ APP_ENV: 'staging' }, /APP_ENV/],
    [{ APP_ENV: 'production' }, /JWT_SECRET.*required/],
    [{ APP_ENV: 'production', JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ SMS_PROVIDER: 'http', JWT_SECRET: secret }, /SMS_GATEWAY_URL/],
    [{ MAIL_PROVIDER: 'smtp', JWT_SECRET: secret }, /SMTP_URL/],
    [{ GIFT_CARD_PROVIDER: 'woohoo', JWT_SECRET: secret }, /GIFT_CARD_API_URL/],
    [{ GIFT_CARD_CODE_KEY: 'short', JWT_SECRET: secret }, /GIFT_CARD_CODE_KEY/],
  ])('stops on %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('takes a PostgreSQL URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/galla', JWT_SECRET: secret });
    expect(config.databaseUrl).toBe('postgres://u@127.0.0.1:5432/galla');
  });
});
