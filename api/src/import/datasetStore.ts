// Bookkeeping shared by every importer: the file checksum, the `datasets` row, batching, reporting.
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
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
