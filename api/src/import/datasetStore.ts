// Bookkeeping shared by every importer: the file checksum, the `datasets` row, batching, reporting.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

export const sha256 = (content: Buffer | string): string => createHash('sha256').update(content).digest('hex');

/** Where an importer writes progress and problems (the CLI prints them; tests collect them). */
export interface Reporter {
  info(message: string): void;
  warn(message: string): void;
}

export const consoleReporter: Reporter = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
};

export const silentReporter: Reporter = { info: () => {}, warn: () => {} };

/** Options of every importer. */
export interface ImportOptions {
  /** Import even when the file is unchanged since the last import. */
  force?: boolean;
  reporter?: Reporter;
  /** Called after each batch, inside the transaction (throwing aborts the import). */
  onProgress?: (done: number, total: number) => void;
}

export interface ImportResult {
  dataset: string;
  file: string;
  status: 'imported' | 'skipped';
  /** Rows now stored for the data set. */
  rows: number;
  /** Bad rows, as `file:line: reason`. */
  errors: string[];
  checksum: string;
  ms: number;
}

/** A problem that stops the whole import (missing file, wrong header). */
export class ImportError extends Error {
  override name = 'ImportError';
}

export async function storedDataset(db: Kysely<Database>, name: string) {
  return db.selectFrom('datasets').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function recordDataset(trx: Transaction<Database>, name: string, checksum: string, rowCount: number): Promise<void> {
  const values = { name, checksum, row_count: rowCount, imported_at: new Date().toISOString() };
  await trx
    .insertInto('datasets')
    .values(values)
    .onConflict((oc) => oc.column('name').doUpdateSet({ checksum, row_count: rowCount, imported_at: values.imported_at }))
    .execute();
}

/** Calls `insert` with consecutive slices of `rows`, then `onBatch(done, total)`. */
export async function inBatches<T>(
  rows: T[],
  size: number,
  insert: (batch: T[]) => Promise<unknown>,
  onBatch: (done: number, total: number) => void,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    const batch = rows.slice(start, start + size);
    await insert(batch);
    onBatch(start + batch.length, rows.length);
  }
}

/** Reads an importer's data file and its checksum; an unreadable file is an ImportError. */
export async function readDatasetFile(file: string): Promise<{ content: Buffer; checksum: string }> {
  let content: Buffer;
  try {
    content = await readFile(file);
  } catch (error) {
    throw new ImportError(`${file}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  return { content, checksum: sha256(content) };
}

/** Reports and returns the result of an import skipped because the file is unchanged. */
export function skippedImport(
  reporter: Reporter,
  stored: { imported_at: string; row_count: number | string },
  result: { dataset: string; file: string; checksum: string; started: number },
): ImportResult {
  const { dataset, file, checksum, started } = result;
  reporter.info(`${dataset}: unchanged since ${stored.imported_at} (${stored.row_count} rows); skipped. Use --force to re-import.`);
  return { dataset, file, status: 'skipped', rows: Number(stored.row_count), errors: [], checksum, ms: Date.now() - started };
}

/** The closing "imported N rows in M ms" line (without any importer-specific tail). */
export const importedMessage = (dataset: string, rows: number, ms: number, errors: readonly string[]): string =>
  `${dataset}: imported ${rows} rows in ${ms} ms${errors.length ? `; ${errors.length} bad row(s) skipped` : ''}`;

/** Tables an importer replaces wholesale. */
export type DatasetTable = 'nirf_rankings' | 'josaa_cutoffs' | 'mhtcet_cutoffs' | 'josaa_institute_states';

/** Inserts all `rows`, calling `onBatch(done)` after each batch. */
export type RowInserter<T> = (trx: Transaction<Database>, rows: T[], onBatch: (done: number) => void) => Promise<void>;

/** The plain inserter: Kysely multi-row inserts of `size` rows into `table`. */
export function batchInserter<TB extends DatasetTable>(table: TB, size: number): RowInserter<Insertable<Database[TB]>> {
  return (trx, rows, onBatch) =>
    inBatches(
      rows,
      size,
      (batch) => trx.insertInto(table).values(batch as Insertable<Database[DatasetTable]>[] as never).execute(),
      (done) => onBatch(done),
    );
}

export interface ReplaceDatasetRows<T, Before, After> {
  dataset: string;
  table: DatasetTable;
  rows: T[];
  /** Checksum of the imported file, recorded in `datasets` with the row count. */
  checksum: string;
  insert: RowInserter<T>;
  reporter: Reporter;
  /** A `dataset: done/total rows` line each time at least this many more rows are in, and at the end. */
  reportEvery: number;
  /** Called after each batch, inside the transaction (throwing aborts the import). */
  onProgress?: (done: number, total: number) => void;
  /** Runs first in the transaction, before the delete; its result goes to `after`. */
  before?: (trx: Transaction<Database>) => Promise<Before>;
  /** Runs last in the transaction, after the `datasets` row is recorded; its result is returned. */
  after?: (trx: Transaction<Database>, before: Before) => Promise<After>;
}

/**
 * One transaction: `before`, delete every row of `table`, insert `rows` in batches with progress lines,
 * record the data set's checksum and row count, `after`. Any failure rolls all of it back.
 */
export async function replaceDatasetRows<T, Before = undefined, After = undefined>(
  db: Kysely<Database>,
  options: ReplaceDatasetRows<T, Before, After>,
): Promise<After> {
  const { dataset, table, rows, checksum, reporter, reportEvery } = options;
  return db.transaction().execute(async (trx) => {
    const prepared = (await options.before?.(trx)) as Before;
    await trx.deleteFrom(table).execute();
    let reported = 0;
    await options.insert(trx, rows, (done) => {
      if (done - reported >= reportEvery || done === rows.length) {
        reported = done;
        reporter.info(`${dataset}: ${done}/${rows.length} rows`);
      }
      options.onProgress?.(done, rows.length);
    });
    await recordDataset(trx, dataset, checksum, rows.length);
    return (await options.after?.(trx, prepared)) as After;
  });
}
