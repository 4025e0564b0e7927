// `npm run bench [-- --quick] [-- --only=getProfile,login] [-- --connections=32] [-- --skip-build]
//   [-- --postgres]`
//
// Measures the hot paths of the built server against a bare Fastify app on the same machine, and
// prints one table: requests/s, p50/p95/p99 latency, errors and non-2xx answers, and each figure as
// a multiple of the bare route's. The same figures go to bench/results/<time>.json and
// bench/results/latest.json (for docs/performance.md).
//
// The real server runs as `npm start` runs it (scripts/server-command.mjs), in development mode on
// a fresh SQLite file, so the demo shop is seeded; it restarts once the scenarios have put in their
// data, and is measured after that. Load generator and servers share the machine's cores: compare
// runs made on the same machine only. With --postgres the server runs on a fresh database of a
// throwaway, durable PostgreSQL cluster instead (bench/lib/postgres.ts).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serverArgs } from '../../../scripts/server-command.mjs';
import { logInDemo } from './lib/demo.ts';
import { type Figures, measure } from './lib/measure.ts';
import { startPostgres, type ThrowawayPostgres } from './lib/postgres.ts';
import { freePort, type Started, startNode } from './lib/processes.ts';
import type { RequestSpec } from './lib/request-spec.ts';
import type { Scenario } from './lib/scenario.ts';
import { measurePdf, pdfTable } from './pdf-bench.ts';
import { bare } from './scenarios/bare.ts';
import { getProfile } from './scenarios/get-profile.ts';
import { login } from './scenarios/login.ts';
import { saveInvoice, saveInvoiceAtRate, saveInvoiceSpread } from './scenarios/save-invoice.ts';

// In run order; `bare` is the baseline every other row is compared with, so it always runs.
const scenarios: Scenario[] = [bare, getProfile, login, saveInvoice, saveInvoiceSpread, saveInvoiceAtRate];

const benchDir = import.meta.dirname;
const root = path.resolve(benchDir, '../../..');

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    connections: { type: 'string', default: '32' },
    'skip-build': { type: 'boolean', default: false },
    postgres: { type: 'boolean', default: false },
  },
});
const connections = Number(flags.connections);
const seconds = flags.quick ? 2 : 10;
const warmupSeconds = flags.quick ? 0.5 : 2;
const only = flags.only?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !scenarios.some((s) => s.name === name)) ?? [];
if (unknown.length > 0) {
  console.error(`Unknown scenario ${unknown.join(', ')}; known: ${scenarios.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const selected = scenarios.filter((s) => s.name === bare.name || !only || only.includes(s.name));

// tsc -b is incremental: nearly free when the build is current, and it keeps the bench from
// measuring stale code. --skip-build measures apps/server/dist as it is.
if (!flags['skip-build']) {
  console.log('Building the server (tsc -b apps/server)…');
  try {
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'apps/server'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
  } catch {
    console.error('The server does not build (errors above); nothing was measured.');
    process.exit(1);
  }
}

// Other work on the machine skews every figure; say so rather than publish noise unawares.
const loadBefore = os.loadavg()[0]!;
if (loadBefore > 0.5) {
  console.warn(`Note: the machine is busy (1-minute load ${loadBefore.toFixed(1)}); figures will be noisy.`);
}

const work = mkdtempSync(path.join(os.tmpdir(), 'galla-bench-'));
const logLevel = process.env.LOG_LEVEL ?? 'info';
const targets = new Map<Scenario['target'], Started>();
const figures = new Map<string, Figures & { connections: number }>();
const database = flags.postgres ? 'postgres' : 'sqlite';
let postgres: ThrowawayPostgres | undefined;

try {
  if (flags.postgres) postgres = await startPostgres(root);
  const [appPort, barePort] = [await freePort(), await freePort()];
  const startApp = (logName: string) =>
    startNode({
      name: 'server',
      args: serverArgs,
      cwd: root,
      env: {
        APP_ENV: 'development',
        DATABASE_URL: postgres?.url ?? path.join(work, 'galla.db'),
        JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
        LOG_LEVEL: logLevel,
        HOST: '127.0.0.1',
      },
      port: appPort,
      readyPath: '/api/v3/static/appConfig',
      logFile: path.join(work, logName),
    });
  const [app, bareServer] = await Promise.all([
    startApp('server.log'),
    startNode({
      name: 'bare Fastify',
      args: ['--import', 'tsx', path.join(benchDir, 'bare-server.ts')],
      cwd: root,
      env: { LOG_LEVEL: logLevel },
      port: barePort,
      readyPath: '/bare',
      logFile: path.join(work, 'bare.log'),
    }),
  ]);
  targets.set('app', app);
  targets.set('bare', bareServer);

  const specs = new Map<string, RequestSpec>();
  for (const scenario of selected) {
    const target = targets.get(scenario.target)!;
    specs.set(
      scenario.name,
      await scenario.prepare({ baseUrl: target.baseUrl, demoToken: () => logInDemo(app.baseUrl) }),
    );
  }
  // Everything is measured on a server restarted after the scenarios put in their products, as a
  // shop's server opens a database that already holds its data. What SQLite decides when it opens
  // a file (its planner statistics, db/database.ts) is then part of what is measured: a server
  // measured on the database it had just created once saved bills 30% faster than a restarted one.
  await app.stop();
  targets.set('app', await startApp('server-restarted.log'));

  for (const scenario of selected) {
    const target = targets.get(scenario.target)!;
    const spec = specs.get(scenario.name)!;
    const scenarioConnections = scenario.connections ?? connections;
    const pace = scenario.rate ? `, ${scenario.rate} requests/s on a schedule` : '';
    process.stdout.write(
      `Measuring ${scenario.title} for ${seconds} s with ${scenarioConnections} connections${pace}… `,
    );
    const result = await measure(target.baseUrl, spec, {
      connections: scenarioConnections,
      seconds,
      warmupSeconds,
      rate: scenario.rate,
    });
    figures.set(scenario.name, { ...result, connections: scenarioConnections });
    console.log(`${result.requestsPerSecond.toFixed(0)} req/s`);
  }
} finally {
  await Promise.all([...targets.values()].map((t) => t.stop()));
  postgres?.stop();
  rmSync(work, { recursive: true, force: true });
}

const base = figures.get(bare.name)!;
const ratio = (value: number, of: number) => value / of;
const rows = selected.map((scenario) => {
  const f = figures.get(scenario.name)!;
  return {
    name: scenario.name,
    title: scenario.title,
    note: scenario.note,
    ...f,
    vsBare: {
      requestsPerSecond: ratio(f.requestsPerSecond, base.requestsPerSecond),
      p50: ratio(f.p50Ms, base.p50Ms),
      p95: ratio(f.p95Ms, base.p95Ms),
      p99: ratio(f.p99Ms, base.p99Ms),
    },
  };
});

// The table: ratios read "× bare", so 0.25× req/s means a quarter of the bare route's throughput
// and 4.0× p50 means four times its median latency.
const ms = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
const x = (v: number) => `${v >= 10 ? v.toFixed(0) : v >= 1 ? v.toFixed(2) : v.toPrecision(2)}×`;
const header = [
  'scenario',
  'conns',
  'req/s',
  '×bare',
  'p50 ms',
  '×bare',
  'p95 ms',
  '×bare',
  'p99 ms',
  '×bare',
  'errors',
  'non-2xx',
  'steal %',
];
const table = rows.map((r) => [
  r.title,
  String(r.connections),
  r.requestsPerSecond.toFixed(0),
  x(r.vsBare.requestsPerSecond),
  ms(r.p50Ms),
  x(r.vsBare.p50),
  ms(r.p95Ms),
  x(r.vsBare.p95),
  ms(r.p99Ms),
  x(r.vsBare.p99),
  String(r.errors),
  String(r.non2xx),
  r.cpu ? r.cpu.stealPercent.toFixed(1) : '–',
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
const line = (cells: string[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
console.log();
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table) console.log(line(row));
console.log();
for (const r of rows) if (r.note) console.log(`${r.name}: ${r.note}`);
// Steal is CPU time the VM's host gave to others: a row measured with it is low however fast the
// code. 5% is past what a quiet host shows (0–3% in our runs).
const robbed = rows.filter((r) => r.cpu && r.cpu.stealPercent >= 5);
if (robbed.length > 0) {
  console.warn(
    `Note: the host took ${robbed.map((r) => `${r.cpu!.stealPercent.toFixed(0)}% of the CPU time during ${r.name}`).join(', ')} (steal %); those rows are low.`,
  );
}

// In-process, after the servers have stopped, so that the renders have the cores to themselves.
process.stdout.write('\nRendering invoice PDFs… ');
const pdf = await measurePdf({ runs: flags.quick ? 30 : 200, warmup: flags.quick ? 5 : 20 });
console.log('\n');
for (const line of pdfTable(pdf)) console.log(line);

const cpus = os.cpus();
const environment = {
  node: process.version,
  cpu: cpus[0]?.model ?? 'unknown',
  cores: os.availableParallelism(),
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  connections,
  seconds,
  warmupSeconds,
  logLevel,
  database,
  loadAverageBefore: Number(loadBefore.toFixed(2)),
};
console.log(
  `\n${environment.cores} cores (${environment.cpu}), Node ${environment.node}, ${database}, ` +
    `${seconds} s per scenario after ${warmupSeconds} s warm-up, server log level ${logLevel}`,
);

const resultsDir = path.join(benchDir, 'results');
mkdirSync(resultsDir, { recursive: true });
const report = JSON.stringify(
  { measuredAt: new Date().toISOString(), environment, scenarios: rows, pdf },
  null,
  2,
);
const file = path.join(resultsDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${report}\n`);
const latest = flags.postgres ? 'latest-postgres.json' : 'latest.json';
writeFileSync(path.join(resultsDir, latest), `${report}\n`);
console.log(`Figures written to ${path.relative(root, file)} and results/${latest}`);

const failed = rows.filter((r) => r.errors > 0 || r.non2xx > 0);
if (failed.length > 0) {
  console.error(`Errors or non-2xx answers in: ${failed.map((r) => r.name).join(', ')}`);
  process.exitCode = 1;
}
