// Bookkeeping of imported data sets, and first-party page views.
import type { Kysely } from 'kysely';
import type { DialectName } from '../schema';
import { withIdColumn } from './columns';

export const up = (dialect: DialectName) => async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('datasets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('checksum', 'text', (col) => col.notNull())
    .addColumn('row_count', 'integer', (col) => col.notNull())
    .addColumn('imported_at', 'text', (col) => col.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('page_views'), dialect)
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('title', 'text')
    .addColumn('referrer', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('page_views_created_at_idx').on('page_views').column('created_at').execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('page_views').execute();
  await db.schema.dropTable('datasets').execute();
};
