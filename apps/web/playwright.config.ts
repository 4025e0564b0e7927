import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// End-to-end journeys in Debian's Chromium (never a downloaded browser) against the production
// build served by the real server: run `npm run build` first (scripts/test.sh does).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// A fresh database per run, so the demo users are freshly seeded and their OTP limits unused.
// This file is evaluated again in every worker process; the workers inherit the runner's
// environment, so the directory is made once, by the runner.
process.env.GALLA_E2E_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'galla-e2e-'));
const databaseFile = path.join(process.env.GALLA_E2E_DIR, 'galla.db');

const jsonReport = process.env.GALLA_E2E_JSON;

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  // Tests in one file run in order in one worker; files run side by side. No two files send an
  // OTP to the same number (see e2e/support.ts), so resend locks and hourly limits never collide.
  fullyParallel: false,
  workers: Math.min(2, os.availableParallelism()),
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: root,
    url: `${baseURL}/api/v3/static/appConfig`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      APP_ENV: 'development',
      DATABASE_URL: databaseFile,
      PORT: String(port),
      JWT_SECRET: 'e2e-test-secret-that-is-long-enough-0123456789',
    },
  },
});
