import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { serverArgs } from '../../../scripts/server-command.mjs';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { measureRoute, ROUTES } from '../vite/route-budgets';

// `npm run bench:web`: Lighthouse 12's mobile preset (simulated slow 4G, 4× CPU slowdown) on the
// login, dashboard and billing pages of the production build (built by the npm script) served by the
// real server, in Debian's Chromium, printed beside each route's compressed bytes and budgets. The
// dashboard and billing runs are signed in as the demo owner: Lighthouse clears the HTTP cache, the
// service worker and its caches before each page, but keeps the session's cookie and local storage.
// Times depend on the machine: the 1-minute load and the CPU share stolen by the host are printed.

const root = path.resolve(import.meta.dirname, '../../..');
const dist = path.join(root, 'apps', 'web', 'dist');
const resultsDir = path.join(root, 'apps', 'server', 'bench', 'results');
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
// BENCH_WEB_PAGES=login (comma-separated) audits only those pages, to try a change on one quickly.
const PAGES = new Set((process.env.BENCH_WEB_PAGES ?? 'login,dashboard,billing').split(','));
const TARGET = { performance: 0.95, accessibility: 0.95, lcpMs: 1500, tbtMs: 150 };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'galla-bench-web-'));
  const server = spawn(process.execPath, serverArgs, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      // The demo shop is seeded in development mode; the web app served is the same production build.
      APP_ENV: 'development',
      DATABASE_URL: path.join(dir, 'galla.db'),
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: 'bench-web-secret-that-is-long-enough-0123456789',
    },
  });
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/v3/static/appConfig`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('The server did not start');
}

function readCpu(): { total: number; steal: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1, 9)
      .map(Number);
    return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
  } catch {
    return null;
  }
}

type Figures = {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  kib: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const port = await freePort();
  const debugPort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port);
  const profile = mkdtempSync(path.join(os.tmpdir(), 'galla-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    args: [...(chromiumLaunchOptions.args ?? []), '--headless=new', `--remote-debugging-port=${debugPort}`],
  });
  const loadBefore = os.loadavg()[0]!;
  const cpuBefore = readCpu();
  const results = new Map<string, Figures[]>();
  try {
    // `repeat`: the visit after one that installed the service worker, nothing cleared.
    const audit = async (name: string, url: string, repeat = false, attempt = 1): Promise<void> => {
      const result = await lighthouse(
        url,
        {
          port: debugPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        },
        {
          extends: 'lighthouse:default',
          settings: repeat
            ? { disableStorageReset: true }
            : {
                // Everything but the session (cookie, local storage): a first visit of a signed-in user.
                clearStorageTypes: [
                  'file_systems',
                  'shader_cache',
                  'service_workers',
                  'cache_storage',
                  'indexeddb',
                  'websql',
                ],
              },
        },
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      if (lhr.runtimeError) {
        // On a busy machine the trace is sometimes lost (NO_NAVSTART): that run is done again.
        if (attempt < 3) return audit(name, url, repeat, attempt + 1);
        throw new Error(`${url}: ${lhr.runtimeError.message}`);
      }
      // The whole report, for the main-thread breakdown and the long tasks behind the figures.
      mkdirSync(resultsDir, { recursive: true });
      writeFileSync(
        path.join(resultsDir, `lighthouse-${name.replace(/\W+/g, '-')}-${attempt}-${Date.now()}.json`),
        JSON.stringify(lhr),
      );
      const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const figures: Figures = {
        performance: lhr.categories.performance?.score ?? 0,
        accessibility: lhr.categories.accessibility?.score ?? 0,
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        kib: value('total-byte-weight') / 1024,
      };
      results.set(name, [...(results.get(name) ?? []), figures]);
    };

    if (PAGES.has('login')) for (let run = 0; run < RUNS; run++) await audit('login', `${base}/`);

    // Sign in once as the demo owner (e2e/support.ts); the session stays in the profile.
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/`);
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByLabel('Email or Username').fill('demo');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto('about:blank');

    for (let run = 0; run < RUNS; run++) {
      if (PAGES.has('dashboard')) await audit('dashboard', `${base}/dashboard`);
      if (PAGES.has('billing')) await audit('billing', `${base}/billing`);
    }

    // A signed-in user has been through the login page, where the service worker installs and
    // fetches the app into its cache: their next visits are these.
    if (PAGES.has('dashboard') || PAGES.has('billing')) {
      await page.goto(`${base}/dashboard`);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.goto('about:blank');
      for (let run = 0; run < RUNS; run++) {
        if (PAGES.has('dashboard')) await audit('dashboard, repeat', `${base}/dashboard`, true);
        if (PAGES.has('billing')) await audit('billing, repeat', `${base}/billing`, true);
      }
    }
  } finally {
    await context.close();
    server.kill();
  }
  const cpuAfter = readCpu();
  const steal =
    cpuBefore && cpuAfter && cpuAfter.total > cpuBefore.total
      ? (100 * (cpuAfter.steal - cpuBefore.steal)) / (cpuAfter.total - cpuBefore.total)
      : null;

  console.log(`\nLighthouse 12 mobile preset, median of ${RUNS} runs per page (${base}):\n`);
  console.log(
    'route       perf  a11y  FCP ms  LCP ms  TBT ms  CLS    KiB sent  JS br KB / budget  CSS br KB / budget',
  );
  let missed = 0;
  for (const route of ROUTES) {
    const runs = results.get(route.name) ?? [];
    if (runs.length === 0) continue;
    const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
    const bytes = measureRoute(dist, route);
    const misses = [
      m('performance') < TARGET.performance,
      m('accessibility') < TARGET.accessibility,
      m('lcp') > TARGET.lcpMs,
      m('tbt') > TARGET.tbtMs,
      bytes.js > route.budget.js,
      bytes.css > route.budget.css,
    ].filter(Boolean).length;
    missed += misses;
    console.log(
      [
        route.name.padEnd(10),
        m('performance').toFixed(2).padStart(5),
        m('accessibility').toFixed(2).padStart(5),
        m('fcp').toFixed(0).padStart(7),
        m('lcp').toFixed(0).padStart(7),
        m('tbt').toFixed(0).padStart(7),
        m('cls').toFixed(3).padStart(6),
        m('kib').toFixed(0).padStart(9),
        `${(bytes.js / 1000).toFixed(1)} / ${(route.budget.js / 1000).toFixed(1)}`.padStart(18),
        `${(bytes.css / 1000).toFixed(1)} / ${(route.budget.css / 1000).toFixed(1)}`.padStart(19),
        misses > 0 ? ` (${misses} target(s) missed)` : '',
      ].join(' '),
    );
  }
  const repeats = [...results].filter(([name]) => name.endsWith(', repeat'));
  if (repeats.length > 0) console.log('\nRepeat visits (the service worker installed, nothing cleared):');
  for (const [name, runs] of repeats) {
    const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
    console.log(
      [
        name.padEnd(18),
        m('performance').toFixed(2),
        `FCP ${m('fcp').toFixed(0)} ms`,
        `LCP ${m('lcp').toFixed(0)} ms`,
        `TBT ${m('tbt').toFixed(0)} ms`,
        `${m('kib').toFixed(0)} KiB from the network`,
      ].join('  '),
    );
  }
  console.log(
    `\nTargets: performance ≥ ${TARGET.performance}, accessibility ≥ ${TARGET.accessibility}, LCP ≤ ${TARGET.lcpMs} ms, TBT ≤ ${TARGET.tbtMs} ms.`,
  );
  console.log(
    `Machine: 1-minute load ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after, on ${os.availableParallelism()} cores; steal ${steal === null ? '–' : `${steal.toFixed(1)} %`}.`,
  );
  if (loadBefore > 1)
    console.log('Note: the machine was busy; the times are noisier and higher than on an idle one.');
  if (missed > 0) process.exitCode = 1;
}

await main();
