// `npm run bench:phone [-- --products=500]`
//
// The inventory screen on a 360 px phone: the built app and server on a fresh development database,
// the demo shop stocked with `--products` products of its own through the API, and Debian's Chromium
// at 360 × 740 CSS px, device pixel ratio 3, touch, once at full speed and once with the CPU slowed
// 4× (Lighthouse's stand-in for a mid-range phone). In each run it measures the time from opening
// the screen to the first page of products on it, then scrolls the list at 40 px a frame (a brisk
// fling, 2,400 px/s) to its end, pages loading on the way, and records every frame's interval and
// every long task (> 50 ms of main-thread work). Figures go to docs/performance.md; nothing here is
// a pass or fail.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { serverArgs } from '../../../../scripts/server-command.mjs';
import { chromiumLaunchOptions } from '../../../web/e2e/chromium.ts';
import { demo, logInDemo } from '../lib/demo.ts';
import { percentile } from '../lib/measure.ts';
import { freePort, startNode } from '../lib/processes.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const { values: flags } = parseArgs({ options: { products: { type: 'string', default: '500' } } });
const products = Number(flags.products);

async function stockTheShop(baseUrl: string, token: string): Promise<void> {
  for (let n = 1; n <= products; n++) {
    const response = await fetch(`${baseUrl}/api/v3/inventory/addModel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'auth-token': token, 'x-client': 'web' },
      body: JSON.stringify({
        modelName: `Bench Phone Cover Model ${String(n).padStart(4, '0')} Matte Black`,
        modelQuantity: 1 + (n % 40),
        purchasePrice: 80,
        sellingPrice: 149,
        MRP: 199,
        HSN: '39269099',
      }),
    });
    if (response.status !== 200) throw new Error(`adding product ${n}: HTTP ${response.status}`);
  }
}

type ScrollRun = { intervals: number[]; longTasks: number[]; items: number };

/**
 * Runs in the page: scrolls 40 px a frame to the end of the list, pages loading on the way. Plain
 * JavaScript in a string: the bench's TypeScript has no DOM types, and tsx would add helpers to a
 * function that the page does not have.
 */
const scrollToEnd = (maxMs: number) => `new Promise((resolve) => {
  const longTasks = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  const intervals = [];
  let started = 0;
  let last = 0;
  let lastY = -1;
  let stillFor = 0;
  const frame = (now) => {
    intervals.push(now - last);
    last = now;
    // Read before scrolling: reading it after would force a layout in every frame.
    const y = window.scrollY;
    // At the bottom the page stops moving; a next page may still be on its way, so wait a second.
    stillFor = y === lastY ? stillFor + 1 : 0;
    lastY = y;
    window.scrollBy(0, 40);
    if (stillFor > 60 || now - started > ${maxMs}) {
      observer.disconnect();
      const items = document.querySelectorAll('ul[aria-label="Products"] > li').length;
      resolve({ intervals, longTasks, items });
    } else requestAnimationFrame(frame);
  };
  requestAnimationFrame((now) => {
    started = last = now;
    requestAnimationFrame(frame);
  });
})`;

async function measure(page: Page, baseUrl: string, throttle: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const opened = Date.now();
  await page.goto(`${baseUrl}/inventoryManage`);
  await page.locator('ul[aria-label="Products"] > li').nth(49).waitFor();
  const firstPageMs = Date.now() - opened;
  const run = (await page.evaluate(scrollToEnd(60_000))) as ScrollRun;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const intervals = [...run.intervals].sort((a, b) => a - b);
  const frames = intervals.length;
  return {
    throttle,
    firstPageMs,
    items: run.items,
    frames,
    frameP50: percentile(intervals, 50),
    frameP95: percentile(intervals, 95),
    frameP99: percentile(intervals, 99),
    framesOver20ms: intervals.filter((ms) => ms > 20).length / frames,
    longTasks: run.longTasks.length,
    longestTaskMs: Math.max(0, ...run.longTasks),
  };
}

console.log('Building the app and the server (npm run build)…');
execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });

const work = mkdtempSync(path.join(os.tmpdir(), 'galla-bench-phone-'));
const port = await freePort();
const server = await startNode({
  name: 'server',
  args: serverArgs,
  cwd: root,
  env: {
    APP_ENV: 'development',
    DATABASE_URL: path.join(work, 'galla.db'),
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  },
  port,
  readyPath: '/api/v3/static/appConfig',
  logFile: path.join(work, 'server.log'),
});
const browser = await chromium.launch(chromiumLaunchOptions);
const rows: Awaited<ReturnType<typeof measure>>[] = [];
try {
  process.stdout.write(`Stocking the demo shop with ${products} products… `);
  await stockTheShop(server.baseUrl, await logInDemo(server.baseUrl));
  console.log('done');
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/`);
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Email or Username').fill(demo.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  for (const throttle of [1, 4]) {
    process.stdout.write(`Scrolling the inventory at CPU ÷${throttle}… `);
    const row = await measure(page, server.baseUrl, throttle);
    rows.push(row);
    console.log(`${row.items} products, ${row.frames} frames`);
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}

const f = (v: number) => v.toFixed(1);
console.log(
  '\nCPU     first page  products  frames  frame p50  frame p95  frame p99  frames > 20 ms  long tasks  longest',
);
for (const r of rows) {
  console.log(
    `÷${String(r.throttle).padEnd(6)} ${`${r.firstPageMs} ms`.padStart(10)} ${String(r.items).padStart(9)} ${String(r.frames).padStart(7)} ${f(r.frameP50).padStart(10)} ${f(r.frameP95).padStart(10)} ${f(r.frameP99).padStart(10)} ${`${(100 * r.framesOver20ms).toFixed(1)}%`.padStart(15)} ${String(r.longTasks).padStart(11)} ${`${f(r.longestTaskMs)} ms`.padStart(8)}`,
  );
}
console.log(
  `\n360 × 740 CSS px at DPR 3, touch; Debian Chromium headless, software rendering (--disable-gpu). ${os.availableParallelism()} cores, Node ${process.version}.`,
);
const resultsDir = path.join(root, 'apps/server/bench/results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, 'phone-latest.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), products, rows }, null, 2)}\n`,
);
