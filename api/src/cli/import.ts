// `pnpm --filter api run import [--force] [dataset ...]` ("run" is needed: `pnpm import` is a pnpm command): loads the data sets from DATA_DIR into the database.
import { loadConfig } from '../config';
import { createDb } from '../db/createDb';
import { migrateToLatest } from '../db/migrate';
import { consoleReporter } from '../import/datasetStore';
import { DATASETS, importAll } from '../import/datasets';

export { importIfEmpty } from '../import/datasets';

const USAGE = `Usage: pnpm --filter api run import [--force] [${DATASETS.map((d) => d.name).join('|')} ...]

Imports the data files under DATA_DIR into the database (DATABASE_URL, else SQLITE_PATH).
An unchanged file is skipped; --force re-imports it. JoSAA reads every josaa/josaa_cutoffs*.csv
and imports only the new and changed ones (a removed file's rows go).`;

export async function main(rawArgs: string[]): Promise<number> {
  const argv = rawArgs.filter((arg) => arg !== '--'); // pnpm passes a separating "--" through
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const flags = argv.filter((arg) => arg.startsWith('-'));
  const unknownFlags = flags.filter((flag) => flag !== '--force');
  if (unknownFlags.length > 0) {
    console.error(`Unknown option(s): ${unknownFlags.join(', ')}\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig(process.env);
  const db = createDb(config);
  try {
    await migrateToLatest(db);
    console.log(`Importing from ${config.dataDir} into ${config.databaseUrl ? 'PostgreSQL' : config.sqlitePath}`);
    const results = await importAll(db, config, {
      force: flags.includes('--force'),
      only: argv.filter((arg) => !arg.startsWith('-')),
      reporter: consoleReporter,
    });
    const bad = results.reduce((sum, r) => sum + r.errors.length, 0);
    for (const r of results) console.log(`${r.dataset}: ${r.status}, ${r.rows} rows, ${r.errors.length} bad row(s), ${r.ms} ms`);
    if (bad > 0) console.warn(`${bad} bad row(s) were skipped; see the lines above.`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
