// Every importable data set, where its file lives under DATA_DIR, and the start-up rule: import a
// data set when its table is empty. JoSAA and MHT-CET add an entry here.
import path from 'node:path';
import type { AppConfig } from '../config';
import type { Db } from '../db/createDb';
import { consoleReporter, type ImportResult, type Reporter } from './datasetStore';
import { importMhtcet, MHTCET_DATASET, MHTCET_FILE } from './mhtcet';
import { importJosaa, JOSAA_DATASET, JOSAA_DIR, josaaMatchingIsStale } from './josaa';
import { importInstituteStates, INSTITUTE_STATES_DATASET, INSTITUTE_STATES_FILE } from './josaaInstituteStates';
import { importNirf, NIRF_DATASET, NIRF_FILE } from './nirf';

export interface DatasetImporter {
  name: string;
  /** Path of the source file (JoSAA: the folder of its files) relative to DATA_DIR. */
  file: string;
  isEmpty(db: Db): Promise<boolean>;
  run(db: Db, file: string, options: { force?: boolean; reporter?: Reporter }): Promise<ImportResult>;
}

export const DATASETS: DatasetImporter[] = [
  {
    name: NIRF_DATASET,
    file: NIRF_FILE,
    isEmpty: async (db) => (await db.selectFrom('nirf_rankings').select('id').limit(1).executeTakeFirst()) === undefined,
    run: importNirf,
  },
  {
    // After NIRF: the JoSAA import matches its institutes to the NIRF list. "Empty" also when that
    // matching was built from an older NIRF file (then the start-up import rebuilds it). Every
    // josaa_cutoffs*.csv of the folder is part of the data set.
    name: JOSAA_DATASET,
    file: JOSAA_DIR,
    isEmpty: async (db) =>
      (await db.selectFrom('josaa_cutoffs').select('id').limit(1).executeTakeFirst()) === undefined || (await josaaMatchingIsStale(db)),
    run: importJosaa,
  },
  {
    // After JoSAA: the import reports the institutes of the cut-offs that have no row.
    name: INSTITUTE_STATES_DATASET,
    file: INSTITUTE_STATES_FILE,
    isEmpty: async (db) => (await db.selectFrom('josaa_institute_states').select('institute').limit(1).executeTakeFirst()) === undefined,
    run: importInstituteStates,
  },
  {
    name: MHTCET_DATASET,
    file: MHTCET_FILE,
    isEmpty: async (db) => (await db.selectFrom('mhtcet_cutoffs').select('id').limit(1).executeTakeFirst()) === undefined,
    run: importMhtcet,
  },
];

export interface ImportAllOptions {
  force?: boolean;
  /** Only these data sets (by name); all when empty. */
  only?: string[];
  reporter?: Reporter;
}

export async function importAll(db: Db, config: Pick<AppConfig, 'dataDir'>, options: ImportAllOptions = {}): Promise<ImportResult[]> {
  const unknown = (options.only ?? []).filter((name) => !DATASETS.some((d) => d.name === name));
  if (unknown.length > 0) throw new Error(`Unknown data set(s): ${unknown.join(', ')}. Known: ${DATASETS.map((d) => d.name).join(', ')}.`);
  const chosen = options.only?.length ? DATASETS.filter((d) => options.only?.includes(d.name)) : DATASETS;
  const results: ImportResult[] = [];
  for (const dataset of chosen) {
    results.push(await dataset.run(db, path.join(config.dataDir, dataset.file), { force: options.force, reporter: options.reporter }));
  }
  return results;
}

/**
 * At server start: import each data set whose table is empty. A missing or unreadable file is reported
 * and skipped, so the API still starts (its lists are then empty).
 */
export async function importIfEmpty(db: Db, config: Pick<AppConfig, 'dataDir'>, reporter: Reporter = consoleReporter): Promise<ImportResult[]> {
  const results: ImportResult[] = [];
  for (const dataset of DATASETS) {
    if (!(await dataset.isEmpty(db))) continue;
    const file = path.join(config.dataDir, dataset.file);
    try {
      results.push(await dataset.run(db, file, { force: true, reporter }));
    } catch (error) {
      reporter.warn(`${dataset.name}: not imported: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return results;
}
