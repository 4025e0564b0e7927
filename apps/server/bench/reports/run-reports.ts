// `npm run bench:reports [-- --only=sqlite|postgres] [-- --rate=4] [-- --seconds=15]`
//
// The shop's reports on two years of trade (trade-dataset.ts: 219,000 bills, 1,095,000 lines, 20
// expenses a month): the sales analysis and the profit and loss of the last twelve months and a
// month's GSTR-1, each sent at a PACED rate well below saturation (lib/paced.ts), so the figure is
// what one shop owner waits, not a queue. The server's own responseTime for each request (from its
// log) gives the p95; target ≤ 200 ms.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { serverArgs } from '../../../../scripts/server-command.mjs';
import { openDatabase } from '../../src/db/database.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { logInDemo } from '../lib/demo.ts';
import { percentile } from '../lib/measure.ts';
import { firePaced } from '../lib/paced.ts';
import { freePort, startNode } from '../lib/processes.ts';
import type { RequestSpec } from '../lib/request-spec.ts';
import {
  BILLS_PER_DAY,
  DAYS,
  LINES_PER_BILL,
  loadTradePostgres,
  loadTradeSqlite,
  type TradeIds,
} from './trade-dataset.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const { values: flags } = parseArgs({
  options: {
    only: { type: 'string' },
    rate: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '15' },
  },
});
const rate = Number(flags.rate);
const seconds = Number(flags.seconds);
const dialects = (flags.only?.split(',') ?? ['sqlite', 'postgres']) as ('sqlite' | 'postgres')[];

// The trade ends today (IST), so "the last twelve months" and "last month" hold it.
const today = new Date(Date.now() + 5.5 * 3_600_000);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const lastMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
const yearAgo = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1));

const scenarios: { name: string; spec: (token: string) => RequestSpec }[] = [
  {
    name: 'ledger/saleAnalysisDetails, 12 months',
    spec: (token) => ({
      method: 'POST',
      path: '/api/v3/ledger/saleAnalysisDetails',
      headers: { 'auth-token': token },
      body: { fromDate: iso(yearAgo), toDate: iso(today) },
    }),
  },
  {
    name: 'expenses/getProfitnLossReport, 12 months',
    spec: (token) => ({
      method: 'POST',
      path: '/api/v3/expenses/getProfitnLossReport',
      headers: { 'auth-token': token },
      body: { fromDate: iso(yearAgo), toDate: iso(today) },
    }),
  },
  {
    name: "reports/gstrMonth, last month's GSTR-1",
    spec: (token) => ({
      method: 'POST',
      path: '/api/v3/reports/gstrMonth',
      headers: { 'auth-token': token },
      body: { month: iso(lastMonth).slice(0, 7) },
    }),
  },
  {
    // The current month is never taken from the month cache: every request builds the return from
    // the month's bills, so this is the cost of a return built afresh (today's date decides how much
    // of the month has trade: on the 25th, 7,500 bills and 37,500 lines).
    name: "reports/gstrMonth, this month's, built afresh",
    spec: (token) => ({
      method: 'POST',
      path: '/api/v3/reports/gstrMonth',
      headers: { 'auth-token': token },
      body: { month: iso(today).slice(0, 7) },
    }),
  },
];

async function prepare(url: string): Promise<TradeIds> {
  const handle = openDatabase(url);
  await prepareDatabase(handle, { seedDemo: true });
  const owner = await handle.db
    .selectFrom('users')
    .select(['id', 'shop_id'])
    .where('contact_number', '=', '9876543210')
    .executeTakeFirstOrThrow();
  const customer = await handle.db
    .insertInto('customers')
    .values({
      shop_id: owner.shop_id,
      name: 'Bench Walk-in',
      mobile: '9000000001',
      is_default: 0,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const category = await handle.db
    .selectFrom('categories')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const brand = await handle.db.selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow();
  const expenseCategory = await handle.db
    .selectFrom('expense_categories')
    .select('id')
    .where('shop_id', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await handle.close();
  return {
    shopId: owner.shop_id,
    userId: owner.id,
    customerId: customer.id,
    categoryId: category.id,
    brandId: brand.id,
    expenseCategoryId: expenseCategory.id,
  };
}

async function measure(dialect: string, databaseUrl: string, work: string) {
  const port = await freePort();
  const logFile = path.join(work, `server-${dialect}.log`);
  const server = await startNode({
    name: `server (${dialect})`,
    args: serverArgs,
    cwd: root,
    env: {
      APP_ENV: 'development',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
    },
    port,
    readyPath: '/api/v3/static/appConfig',
    logFile,
  });
  const rows = [];
  try {
    const token = await logInDemo(server.baseUrl);
    for (const s of scenarios) {
      const spec = s.spec(token);
      await firePaced(server.baseUrl, spec, { rate, connections: 4, seconds: 3 }); // warm-up
      const marker = readFileSync(logFile, 'utf8').length;
      const run = await firePaced(server.baseUrl, spec, { rate, connections: 4, seconds });
      const serverTimes = readFileSync(logFile, 'utf8')
        .slice(marker)
        .split('\n')
        .flatMap((line) =>
          line.includes('"responseTime"')
            ? [(JSON.parse(line) as { responseTime: number }).responseTime]
            : [],
        )
        .sort((a, b) => a - b);
      const client = run.latencies.sort((a, b) => a - b);
      rows.push({
        dialect,
        scenario: s.name,
        sent: run.sent,
        statusCodes: run.statusCodes,
        errors: run.errors,
        server: {
          p50: percentile(serverTimes, 50),
          p95: percentile(serverTimes, 95),
          p99: percentile(serverTimes, 99),
        },
        client: { p50: percentile(client, 50), p95: percentile(client, 95) },
      });
    }
  } finally {
    await server.stop();
  }
  return rows;
}

console.log('Building the server (tsc -b apps/server)…');
execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'apps/server'], {
  cwd: root,
  stdio: 'inherit',
});

const work = mkdtempSync(path.join(os.tmpdir(), 'galla-bench-reports-'));
const rows: Awaited<ReturnType<typeof measure>> = [];
try {
  for (const dialect of dialects) {
    const started = Date.now();
    let url: string;
    let stopCluster = () => {};
    if (dialect === 'sqlite') {
      url = path.join(work, 'reports.db');
      loadTradeSqlite(url, await prepare(url), today);
    } else {
      const clusterDir = mkdtempSync(path.join(os.tmpdir(), 'galla-bench-pg-'));
      const admin = execFileSync('bash', [path.join(root, 'scripts/pg-cluster.sh'), 'start', clusterDir], {
        encoding: 'utf8',
      }).trim();
      stopCluster = () =>
        execFileSync('bash', [path.join(root, 'scripts/pg-cluster.sh'), 'stop', clusterDir]);
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query('create database galla_reports');
      await client.end();
      url = admin.replace(/\/postgres$/, '/galla_reports');
      await loadTradePostgres(url, await prepare(url), today);
    }
    console.log(
      `${dialect}: ${DAYS * BILLS_PER_DAY} bills, ${DAYS * BILLS_PER_DAY * LINES_PER_BILL} lines loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    try {
      rows.push(...(await measure(dialect, url, work)));
    } finally {
      stopCluster();
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const f = (v: number) => v.toFixed(1);
console.log(
  `\n${rate} req/s paced, ${seconds} s per scenario; ${os.availableParallelism()} cores, Node ${process.version}`,
);
console.log(
  'database  scenario                                        sent  server p50  server p95  server p99  client p95  codes',
);
for (const r of rows) {
  console.log(
    `${r.dialect.padEnd(9)} ${r.scenario.padEnd(47)} ${String(r.sent).padStart(5)} ${f(r.server.p50).padStart(11)} ${f(r.server.p95).padStart(11)} ${f(r.server.p99).padStart(11)} ${f(r.client.p95).padStart(11)}  ${JSON.stringify(r.statusCodes)}`,
  );
}
console.log('Target: server p95 ≤ 200 ms.');
if (rows.some((r) => r.errors > 0 || Object.keys(r.statusCodes).some((c) => c !== '200')))
  process.exitCode = 1;
