import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { openDatabase, statisticsRefreshIntervalMs } from '../../db/database.js';
import { systemClock } from '../../platform/clock.js';
import { clientErrorOf } from '../../platform/domain-errors.js';
import { createTransact } from '../../platform/group-commit.js';
import { createInvoicePoints } from '../rewards/invoice-points.js';
import { createCustomers } from './customers.js';
import { createInvoiceService } from './invoice-service.js';
import { createNumbering } from './numbering.js';
import type {
  SaveAnswer,
  SaveFailure,
  SaveOrder,
  SaveReply,
  SaveRequest,
  WorkerStart,
} from './save-thread.js';

// The bill writer thread (see save-thread.ts): its own connection to the shop's SQLite file and the
// same invoice service the main thread would run, with group commit. It answers each save after the
// COMMIT that holds it has returned, exactly as the in-thread service does.

if (!parentPort) throw new Error('save-thread-worker.ts runs only as a worker thread');
const port: MessagePort = parentPort;

const { databaseUrl } = workerData as WorkerStart;
const database = openDatabase(databaseUrl);
const { db } = database;
const clock = systemClock;
const invoices = createInvoiceService({
  db,
  clock,
  customers: createCustomers({ db, clock }),
  numbering: createNumbering({ db, clock }),
  transact: createTransact(db, 'sqlite'),
  points: createInvoicePoints(),
});

function failure(error: unknown): SaveFailure {
  const known = clientErrorOf(error);
  if (known) return { status: known.status, message: known.error };
  const e = error instanceof Error ? error : new Error(String(error));
  return { message: e.message, stack: e.stack };
}

const inFlight = new Set<Promise<void>>();
let answers: SaveAnswer[] = [];

function reply(): void {
  if (answers.length === 0) return;
  port.postMessage({ kind: 'answers', answers } satisfies SaveReply);
  answers = [];
}

// A batch's saves are all answered when its COMMIT returns; they go back in one message.
function answer(one: SaveAnswer): void {
  if (answers.length === 0) setImmediate(reply);
  answers.push(one);
}

function start(order: SaveOrder): void {
  // Whatever goes wrong with one bill is that bill's answer. A throw escaping the message handler
  // would stop the thread and refuse every bill in flight (a future date once did, when save()
  // still threw before returning its promise).
  const done = (async () => invoices.save(order.retailer, order.bill, order.key))()
    .then(
      (value) => answer({ id: order.id, value }),
      (error) => answer({ id: order.id, error: failure(error) }),
    )
    .finally(() => inFlight.delete(done));
  inFlight.add(done);
}

// This connection's planner figures follow the tables as they grow, as the main thread's do
// (main.ts); the refresh waits for the connection between two batches.
const statistics = setInterval(() => {
  database.refreshStatistics().catch((error) => {
    const what = 'the bill writer thread could not refresh its query planner statistics';
    port.postMessage({ kind: 'problem', what, failure: failure(error) } satisfies SaveReply);
  });
}, statisticsRefreshIntervalMs);
statistics.unref();

port.on('message', (request: SaveRequest) => {
  if (request.kind === 'saves') {
    for (const order of request.orders) start(order);
    return;
  }
  // Close: every save sent before it has started; let each commit and be answered, then close.
  clearInterval(statistics);
  void Promise.all(inFlight)
    .then(reply)
    .then(() => database.close())
    .then(() => port.close()); // nothing else keeps the thread alive: it exits
});

port.postMessage({ kind: 'ready' } satisfies SaveReply);
