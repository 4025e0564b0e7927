import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// The real server as a child process (`node apps/server/src/main.ts` from source, as `npm run dev`
// runs it), for the tests that must kill it, restart it, or run two of it: inject() cannot.

const root = resolve(import.meta.dirname, '../../../..');

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail()));
    });
  });
}

export type ServerProcess = {
  baseUrl: string;
  /** Server output so far (for a failing test's message). */
  output: () => string;
  /** POST /api/v3/<path> with JSON; the envelope and the HTTP status. Network failures throw. */
  post: (
    path: string,
    body: unknown,
    init?: { token?: string; headers?: Record<string, string> },
  ) => Promise<{ http: number; body: { status: number; error?: string; data?: any } }>;
  /** Logs the seeded demo owner in by password and returns the token. */
  logInDemo: () => Promise<string>;
  kill: (signal: NodeJS.Signals) => Promise<void>;
};

/** Starts the server in development mode on `databaseUrl` and waits until it answers. */
export async function startServerProcess(databaseUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        APP_ENV: 'development',
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        JWT_SECRET: 'process-test-secret-that-is-long-enough-0123456789',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    baseUrl,
    output: () => output,
    async post(path, body, init = {}) {
      const response = await fetch(`${baseUrl}/api/v3/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // A mobile client: the token comes in the body and goes in auth-token (test-app.ts too).
          'x-client': 'android',
          ...(init.token ? { 'auth-token': init.token } : {}),
          ...init.headers,
        },
        body: JSON.stringify(body),
      });
      return { http: response.status, body: (await response.json()) as any };
    },
    async logInDemo() {
      const login = await server.post('user/login', { email: 'demo', password: 'demo1234' });
      const token = login.body.data?.userToken;
      if (login.http !== 200 || typeof token !== 'string') {
        throw new Error(`demo login failed: ${login.http} ${JSON.stringify(login.body)}`);
      }
      return token;
    },
    async kill(signal) {
      if (hasExited) return;
      child.kill(signal);
      await exited;
    },
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (hasExited) throw new Error(`the server exited before it was ready:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/v3/static/appConfig`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill('SIGKILL');
      throw new Error(`the server was not ready within 60 s:\n${output}`);
    }
    await sleep(100);
  }
}
