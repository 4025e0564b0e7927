import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SavedInvoice, SaveInvoice } from '@galla/contracts/billing';
import type { Retailer } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/envelope.js';
import type { IdempotencyKey } from '../../platform/idempotency.js';

// The bill writer thread, for a server on SQLite.
//
// A save is mostly database work: its reads, building and running its statements, and the group
// commit (platform/group-commit.ts). On one event loop that work and the HTTP around it (parsing,
// validation, sessions, logging) take turns on one core while the machine's second core idles. So
// billing/saveInvoice runs on a worker thread with its own connection to the same file: the main
// thread parses and checks the next requests while the worker saves the current batch. The worker
// runs the very same invoice service; only the transport differs. Everything else (edits, cancels,
// settings) still writes from the main thread; SQLite's file lock orders the two connections, and
// every transaction begins IMMEDIATE (db/database.ts) so neither fails on the other's commit.
//
// What crosses the thread boundary is plain data: the signed-in retailer, the validated bill, the
// Idempotency-Key, and the answer or the error (status and message; the stack of an unexpected one).

export type WorkerStart = { databaseUrl: string };

// Saves travel in batches both ways: everything that arrived in one turn of the event loop goes
// in one message. Waking the other thread costs more than copying a bill, and a batch of 64 saves
// sent one message each spent a third of the save's CPU time on wake-ups.
export type SaveOrder = { id: number; retailer: Retailer; bill: SaveInvoice; key?: IdempotencyKey };

// ...but a batch also goes as soon as this many saves have gathered. Requests tend to arrive in a
// wave (the answers to one commit go out together, and their clients send again together), and the
// main thread parses and checks a whole wave in one turn: up to 20 ms for 64 bills, which the worker
// spent idle. Sent in eights, the worker starts on the first bills while the main thread is still
// reading the rest (docs/performance.md has the figures).
const SEND_AT = 8;

export type SaveRequest = { kind: 'saves'; orders: SaveOrder[] } | { kind: 'close' };

export type SaveFailure = { status?: number; message: string; stack?: string };

export type SaveAnswer = { id: number; value: SavedInvoice } | { id: number; error: SaveFailure };

export type SaveReply =
  | { kind: 'ready' }
  | { kind: 'answers'; answers: SaveAnswer[] }
  /** Something the thread's own upkeep hit, for the server's log: no save depends on it. */
  | { kind: 'problem'; what: string; failure: SaveFailure };

export type SaveThread = {
  save: (retailer: Retailer, bill: SaveInvoice, key?: IdempotencyKey) => Promise<SavedInvoice>;
  /** Finishes the saves in flight, closes the worker's connection and stops the thread. */
  close: () => Promise<void>;
};

type Waiting = { resolve: (value: SavedInvoice) => void; reject: (error: unknown) => void };

// Built, the worker is save-thread-worker.js beside this file. From TypeScript source (npm run dev,
// the tests) it is the .ts file, loaded through tsx: `--import tsx` in a worker's execArgv does not
// reach the worker's own entry module on Node 20, so a small script registers tsx and imports it.
export function billWriterWorker(workerData: WorkerStart): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./save-thread-worker.js', import.meta.url), { workerData });
  }
  // tsx's ESM entry (require.resolve finds the CommonJS twin beside it, whose register() cannot
  // find its hooks from an eval'd script).
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  );
  const entry = new URL('./save-thread-worker.ts', import.meta.url);
  const script = `import(${JSON.stringify(tsx.href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(script, { eval: true, workerData, execArgv: ['--conditions=source'] });
}

function errorOf(failure: SaveFailure): Error {
  if (failure.status !== undefined) return new AppError(failure.status, failure.message);
  const error = new Error(failure.message);
  if (failure.stack) error.stack = failure.stack;
  return error;
}

/** Starts the thread and resolves once its connection is open. */
export async function startSaveThread(options: {
  databaseUrl: string;
  log: { error: (details: object, message: string) => void };
  /** Starts each thread, the first and every restart: the bill writer unless a test says otherwise. */
  startWorker?: (workerData: WorkerStart) => Worker;
}): Promise<SaveThread> {
  const startWorker = options.startWorker ?? billWriterWorker;
  const waiting = new Map<number, Waiting>();
  let nextId = 1;
  let closing = false;

  function failAll(error: Error): void {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  }

  function spawn(): Promise<Worker> {
    const worker = startWorker({ databaseUrl: options.databaseUrl });
    return new Promise((resolve, reject) => {
      let started = false;
      let failed: unknown;
      worker.on('message', (reply: SaveReply) => {
        if (reply.kind === 'ready') {
          started = true;
          resolve(worker);
        } else if (reply.kind === 'problem') {
          options.log.error({ err: errorOf(reply.failure) }, reply.what);
        } else if (reply.kind === 'answers') {
          for (const answer of reply.answers) {
            const waiter = waiting.get(answer.id);
            waiting.delete(answer.id);
            if ('value' in answer) waiter?.resolve(answer.value);
            else waiter?.reject(errorOf(answer.error));
          }
        }
      });
      worker.on('error', (err) => {
        failed = err;
        options.log.error({ err }, 'the bill writer thread failed');
      });
      worker.on('exit', (code) => {
        if (!started) {
          const why = failed instanceof Error ? failed.message : `exit code ${code}`;
          reject(new Error(`the bill writer thread stopped before it was ready: ${why}`, { cause: failed }));
          return;
        }
        if (closing) return;
        // A crash loses no answered bill (each was committed before its answer); the ones in flight
        // are refused, and a retry with the same Idempotency-Key finds a bill that did commit. Those
        // not yet sent are dropped with them: they must not be saved after being refused.
        orders = [];
        failAll(new Error('The bill writer thread stopped; the bill may not be saved. Try again.'));
        current = spawn();
        current.catch((err) => options.log.error({ err }, 'the bill writer thread did not restart'));
      });
    });
  }

  let orders: SaveOrder[] = [];
  let current = spawn();
  let worker = await current;

  function send(): void {
    if (orders.length === 0) return;
    worker.postMessage({ kind: 'saves', orders } satisfies SaveRequest);
    orders = [];
  }

  return {
    async save(retailer, bill, key) {
      if (closing) throw new AppError(503, 'The server is restarting. Save the bill again in a moment.');
      worker = await current;
      return new Promise<SavedInvoice>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        if (orders.length === 0) setImmediate(send);
        orders.push({ id, retailer, bill, key });
        if (orders.length >= SEND_AT) send();
      });
    },
    async close() {
      closing = true;
      try {
        worker = await current;
      } catch {
        return; // no worker left to stop: it failed to restart, and everything waiting was refused
      }
      send();
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      // Messages are handled in order: every save sent before the close has started in the worker,
      // which answers them, closes its connection and exits.
      worker.postMessage({ kind: 'close' } satisfies SaveRequest);
      const stuck = setTimeout(() => void worker.terminate(), 10_000);
      await exited;
      clearTimeout(stuck);
      failAll(new Error('The server is shutting down; the bill was not saved.'));
    },
  };
}
