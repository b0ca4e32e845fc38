// NIRF engineering rankings, one row per published line (scored rank or rank band).
import type { Kysely } from 'kysely';
import type { DialectName } from '../schema';
import { withIdColumn } from './columns';

export const up = (dialect: DialectName) => async (db: Kysely<unknown>) => {
  await withIdColumn(db.schema.createTable('nirf_rankings'), dialect)
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('rank_text', 'text', (col) => col.notNull())
    .addColumn('rank_min', 'integer', (col) => col.notNull())
    .addColumn('rank_max', 'integer', (col) => col.notNull())
    .addColumn('institute_id', 'text')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('state_key', 'text', (col) => col.notNull())
    .addColumn('score', 'double precision')
    .addColumn('tlr', 'double precision')
    .addColumn('rpc', 'double precision')
    .addColumn('go', 'double precision')
    .addColumn('oi', 'double precision')
    .addColumn('perception', 'double precision')
    .addColumn('source_line', 'integer', (col) => col.notNull())
    .execute();
  // The list for a year (sorted by rank), and the list for a year and state.
  await db.schema.createIndex('nirf_rankings_year_rank_idx').on('nirf_rankings').columns(['year', 'rank_min']).execute();
  await db.schema
    .createIndex('nirf_rankings_year_state_rank_idx')
    .on('nirf_rankings')
    .columns(['year', 'state_key', 'rank_min'])
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('nirf_rankings').execute();
};
