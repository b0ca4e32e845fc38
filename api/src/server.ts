// Starts the API: config, database, migrations, first-run import, then listen on HOST:PORT. With more than
// one worker (API_WORKERS, by default one per core: workers.ts) this process prepares the database once and
// forks the workers, each of which builds its in-memory indexes and listens on the shared port.
import cluster from 'node:cluster';
import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { createDb, type Db } from './db/createDb';
import { migrateToLatest } from './db/migrate';
import { importIfEmpty } from './import/datasets';
import { warmUpFinders } from './domain/warmUp';
import { collectStartUpGarbage } from './startUpGarbage';
import { apiWorkerCount, startWorkerPool, workerExecArgv } from './workers';

const shownUrl = (config: AppConfig) => `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}/api/`;

/** Serves requests in this process until SIGINT or SIGTERM. */
async function serve(config: AppConfig, db: Db = createDb(config)): Promise<void> {
  await warmUpFinders(db);
  const app = buildApp({ db, config });
  // The onReady hooks build the rest of the indexes (MHT-CET, predictors): collect what building left.
  await app.ready();
  collectStartUpGarbage();
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    if (cluster.isPrimary) console.log(`${signal} received; closing the API.`);
    try {
      await app.close();
      await db.destroy();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  if (cluster.isPrimary) console.log(`API listening on ${shownUrl(config)}`);
}

async function start(): Promise<void> {
  const config = loadConfig(process.env);
  if (cluster.isWorker) return serve(config);

  // An in-memory SQLite database lives in one process: its workers would each see an empty one.
  const inMemory = config.databaseUrl === null && config.sqlitePath === ':memory:';
  const workers = inMemory ? 1 : apiWorkerCount(process.env);
  const execArgv = workerExecArgv(process.env);
  for (const warning of config.warnings) console.warn(`Warning: ${warning}`);
  const db = createDb(config);
  await migrateToLatest(db);
  await importIfEmpty(db, config);
  // One worker: this process serves, on the database it prepared.
  if (workers === 1) return serve(config, db);
  await db.destroy();

  const pool = startWorkerPool({
    count: workers,
    execArgv,
    log: (message) => console.warn(message),
    onStartFailure: () => process.exit(1),
  });
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received; closing the API (${pool.workers().length} workers).`);
    await pool.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await pool.ready;
  console.log(`API listening on ${shownUrl(config)} (${workers} workers)`);
}

start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
