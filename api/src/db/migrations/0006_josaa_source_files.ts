// The JoSAA cut-offs come from several files (josaa_cutoffs.csv, josaa_cutoffs_2026.csv, ...), imported
// one by one: each row remembers the file it came from, and josaa_files holds what each file was when it
// was imported, so a changed, added or removed file touches its own rows only (import/josaa.ts).
import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>) => {
  // Rows imported before this column existed get '' (no file): the next import replaces them all.
  await db.schema
    .alterTable('josaa_cutoffs')
    .addColumn('source_file', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('josaa_files')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('checksum', 'text', (col) => col.notNull())
    .addColumn('row_count', 'integer', (col) => col.notNull())
    // The years of the file's rows, comma-separated ("2018,2019"): a year may come from one file only.
    .addColumn('years', 'text', (col) => col.notNull())
    .addColumn('imported_at', 'text', (col) => col.notNull())
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('josaa_files').execute();
  await db.schema.alterTable('josaa_cutoffs').dropColumn('source_file').execute();
};
