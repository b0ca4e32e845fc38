// Values derived from one imported data set (an index, finished answers), kept in memory per database for
// as long as the data set's checksum in `datasets` stays the same. An import in this process drops them at
// once (`forget`); one by another process (the CLI, another API instance) is seen within RECHECK_MS.
import type { Db } from '../db/createDb';
import { storedDataset } from '../import/datasetStore';

/** How long kept values are trusted before the data set's checksum is read again. */
export const RECHECK_MS = 1000;

export interface PerDataset<T> {
  /** The value for the data now in `db` (a fresh one from `create` after each import). */
  current(db: Db): Promise<T>;
  /** Drops the value of `db` (after an import in this process). */
  forget(db: Db): void;
}

export function perDataset<T>(dataset: string, create: () => T): PerDataset<T> {
  const entries = new WeakMap<Db, { checksum: string | null; checkedAt: number; value: T }>();
  return {
    async current(db) {
      let entry = entries.get(db);
      const now = Date.now();
      if (!entry || now - entry.checkedAt >= RECHECK_MS) {
        const checksum = (await storedDataset(db, dataset))?.checksum ?? null;
        // Read again: another request may have replaced the entry while the checksum was read.
        entry = entries.get(db);
        if (entry && entry.checksum === checksum) entry.checkedAt = now;
        else {
          entry = { checksum, checkedAt: now, value: create() };
          entries.set(db, entry);
        }
      }
      return entry.value;
    },
    forget(db) {
      entries.delete(db);
    },
  };
}
