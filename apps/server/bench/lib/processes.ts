import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

// The servers under test run as child processes, never inside the bench's own process, so the
// load generator and the server do not share an event loop. Every child is stopped on exit,
// including Ctrl-C and a crash of the bench itself.

const children = new Set<ChildProcess>();

function killAll(): void {
  for (const child of children) child.kill('SIGKILL');
}
process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export type Started = { name: string; baseUrl: string; stop: () => Promise<void> };

/**
 * Starts `node <args>` with its output in `logFile`, and resolves once `readyPath` answers 200.
 */
export async function startNode(options: {
  name: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
  readyPath: string;
  logFile: string;
}): Promise<Started> {
  const log = openSync(options.logFile, 'w');
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under load.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, ...options.args], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  children.add(child);
  let exited = false;
  child.once('exit', () => {
    exited = true;
    children.delete(child);
  });

  const baseUrl = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) {
      const tail = readFileSync(options.logFile, 'utf8').split('\n').slice(-20).join('\n');
      throw new Error(`${options.name} exited before it was ready; last log lines:\n${tail}`);
    }
    try {
      const response = await fetch(baseUrl + options.readyPath);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`${options.name} was not ready within 60 s (log: ${options.logFile})`);
    await sleep(200);
  }

  return {
    name: options.name,
    baseUrl,
    stop: async () => {
      if (exited) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([done, sleep(10_000).then(() => child.kill('SIGKILL'))]);
    },
  };
}
