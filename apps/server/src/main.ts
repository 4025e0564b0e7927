import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase, statisticsRefreshIntervalMs } from './db/database.js';
import { prepareDatabase } from './db/prepare.js';
import { demoAccounts } from './db/seed/demo.js';
import { compactSearchIndexes } from './modules/catalogue/search-index.js';
import { systemClock } from './platform/clock.js';
import { pruneRateLimits } from './platform/rate-limit.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  const seeded = await prepareDatabase(database, { seedDemo: config.env === 'development' });

  // On SQLite, saves run on a second thread with its own connection (billing/save-thread.ts).
  const { app, outbox, reminders, services } = await buildApp({
    config,
    database,
    saveOnWriterThread: database.dialect === 'sqlite' && config.databaseUrl !== ':memory:',
  });
  outbox.start();
  // Automatic EMI reminders: hourly in the day (IST), and a catch-up run now.
  reminders.start();
  // Rate-limit windows older than a day can no longer refuse anything; dropping them hourly keeps the
  // table small.
  const prune = setInterval(() => {
    pruneRateLimits(database.db, systemClock, 86_400_000).catch((err) =>
      app.log.warn({ err }, 'pruning rate limits failed'),
    );
  }, 3_600_000);
  prune.unref();
  // Everyday product adds leave small segments in the search indexes; a bounded merge every ten
  // minutes (at most ~20 ms) keeps searches reading one or two.
  const compact = setInterval(() => {
    compactSearchIndexes(database.db, database.dialect).catch((err) =>
      app.log.warn({ err }, 'merging the search indexes failed'),
    );
  }, 600_000);
  compact.unref();
  // Tables grow while the server runs; hourly, the planner's figures follow them (db/database.ts).
  // On SQLite this may wait for the bill writer's batch (tens of ms) and, for a table that grew
  // tenfold, analyse a sample of it; otherwise it finds nothing to do.
  const statistics = setInterval(() => {
    database
      .refreshStatistics()
      .catch((err) => app.log.warn({ err }, 'refreshing the query planner statistics failed'));
  }, statisticsRefreshIntervalMs);
  statistics.unref();
  // Survey vouchers the gift-card provider could not issue at once are ordered again (the same
  // reference, so never twice) every five minutes.
  const surveyRewards = setInterval(() => {
    services.survey
      .retryPending()
      .catch((err) => app.log.warn({ err }, 'ordering pending survey vouchers failed'));
  }, 300_000);
  surveyRewards.unref();
  await app.listen({ port: config.port, host: config.host });
  if (config.env !== 'production') printHowToLogIn(config.port, seeded);

  // Finish requests in flight, let the outbox finish its batch, then close the database, so a
  // restart never cuts a bill in half.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    clearInterval(prune);
    clearInterval(compact);
    clearInterval(statistics);
    clearInterval(surveyRewards);
    await app.close();
    await reminders.stop();
    await outbox.stop();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

function printHowToLogIn(port: number, seeded: boolean): void {
  const lines = [
    '',
    `Galla is running at http://localhost:${port}  (API docs: http://localhost:${port}/api/docs)`,
    seeded ? 'A demo shop was created in this new database.' : 'Demo accounts (created with the database):',
    `  Shop owner "${demoAccounts.shopName}": phone ${demoAccounts.owner.phone} (OTP), or username "${demoAccounts.owner.userName}" / e-mail ${demoAccounts.owner.email} with password "${demoAccounts.owner.password}"`,
    `  Shop without a GSTIN (Bills of Supply) "${demoAccounts.nonGst.shopName}": username "${demoAccounts.nonGst.userName}" / password "${demoAccounts.nonGst.password}", or phone ${demoAccounts.nonGst.phone} (OTP)`,
    `  Registered, not yet onboarded: phone ${demoAccounts.notOnboarded.phone} (OTP)`,
    `  Staff console (/admin-login): ${demoAccounts.staff.email} / ${demoAccounts.staff.password}`,
    `  OTPs are printed on this console as "[dev sms]" lines and listed at http://localhost:${port}/dev/outbox`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : (err?.stack ?? String(err))}\n`);
  process.exit(1);
});
