// Starts the API: config, database, migrations, first-run import, then listen on HOST:PORT.
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb } from './db/createDb';
import { migrateToLatest } from './db/migrate';
import { importIfEmpty } from './import/datasets';
import { warmUpFinders } from './domain/warmUp';

async function start(): Promise<void> {
  const config = loadConfig(process.env);
  for (const warning of config.warnings) console.warn(`Warning: ${warning}`);
  const db = createDb(config);
  await migrateToLatest(db);
  await importIfEmpty(db, config);
  await warmUpFinders(db);

  const app = buildApp({ db, config });
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received; closing the API.`);
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
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`API listening on http://${shownHost}:${config.port}/api/`);
}

start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
