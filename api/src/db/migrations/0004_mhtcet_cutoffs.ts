// MHT-CET CAP cut-offs: one row per published line of the State CET Cell's lists (Maharashtra & Minority
// seats lists and All India lists), codes normalised to 5-digit college / 10-digit choice codes.
import type { Kysely } from 'kysely';
import type { DialectName } from '../schema';
import { withIdColumn } from './columns';

export const up = (dialect: DialectName) => async (db: Kysely<unknown>) => {
  await withIdColumn(db.schema.createTable('mhtcet_cutoffs'), dialect)
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('round', 'integer', (col) => col.notNull())
    .addColumn('college_code', 'text', (col) => col.notNull())
    .addColumn('college_name', 'text', (col) => col.notNull())
    .addColumn('district', 'text', (col) => col.notNull())
    .addColumn('district_from_table', 'integer', (col) => col.notNull())
    .addColumn('status', 'text')
    .addColumn('branch_code', 'text', (col) => col.notNull())
    .addColumn('branch_name', 'text', (col) => col.notNull())
    .addColumn('stage', 'text')
    .addColumn('seat_type', 'text', (col) => col.notNull())
    .addColumn('quota', 'text', (col) => col.notNull())
    .addColumn('ai_allotment', 'text')
    .addColumn('ai_exam', 'text')
    .addColumn('ai_original_seat_type', 'text')
    .addColumn('jee_main_ai', 'integer', (col) => col.notNull())
    .addColumn('opening_rank', 'integer')
    .addColumn('closing_rank', 'integer', (col) => col.notNull())
    .addColumn('opening_percentile', 'double precision')
    .addColumn('closing_percentile', 'double precision', (col) => col.notNull())
    .addColumn('source_line', 'integer', (col) => col.notNull())
    .execute();
  // The finder: a year's rows by seat type, in closing-rank or closing-percentile order.
  await db.schema
    .createIndex('mhtcet_cutoffs_year_seat_rank_idx')
    .on('mhtcet_cutoffs')
    .columns(['year', 'seat_type', 'closing_rank'])
    .execute();
  await db.schema
    .createIndex('mhtcet_cutoffs_year_seat_pct_idx')
    .on('mhtcet_cutoffs')
    .columns(['year', 'seat_type', 'closing_percentile'])
    .execute();
  // The state-wise finder: a year's All India rows allotted on JEE Main.
  await db.schema
    .createIndex('mhtcet_cutoffs_jee_main_ai_idx')
    .on('mhtcet_cutoffs')
    .columns(['jee_main_ai', 'year', 'closing_percentile'])
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('mhtcet_cutoffs').execute();
};
