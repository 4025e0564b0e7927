import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { serverArgs } from '../../scripts/server-command.mjs';
import { chromiumLaunchOptions } from './e2e/chromium';

// End-to-end journeys in Debian's Chromium (never a downloaded browser) against the production
// build served by the real server: run `npm run build` first (scripts/test.sh does).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Port 3100, or a free one when 3100 is taken (another checkout's e2e run on a shared machine):
// the server under test must be the one this run starts, on its fresh database. The probe runs
// in a child process because this file is loaded synchronously.
function pickPort(): string {
  const probe = `const net = require('node:net');
    const s = net.createServer().once('error', () => {
      const t = net.createServer().listen(0, '127.0.0.1', () => { console.log(t.address().port); t.close(); });
    });
    s.listen(3100, '127.0.0.1', () => { console.log(3100); s.close(); });`;
  return execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim();
}

// This file is evaluated again in every worker process. The workers inherit the runner's
// environment, so the port and the database directory are chosen once, by the runner.
process.env.E2E_PORT ??= pickPort();
// A fresh database per run, so the demo users are freshly seeded and their OTP limits unused.
process.env.GALLA_E2E_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'galla-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
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
    launchOptions: chromiumLaunchOptions,
  },
  // The billing, credit book, reports and SMS journeys add products to the demo shop, whose empty
  // inventory the inventory journey checks first: they start once it has finished. Everything else
  // runs side by side.
  projects: [
    { name: 'inventory', testMatch: /\/inventory\.spec\.ts$/ },
    { name: 'journeys', testIgnore: /\/(inventory|billing.*|creditbook|reports|sms)\.spec\.ts$/ },
    {
      name: 'billing',
      testMatch: /\/(billing.*|creditbook|reports|sms)\.spec\.ts$/,
      dependencies: ['inventory'],
    },
  ],
  webServer: {
    command: ['node', ...serverArgs].join(' '),
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
      HOST: '127.0.0.1',
      JWT_SECRET: 'e2e-test-secret-that-is-long-enough-0123456789',
    },
  },
});
