// JoSAA opening/closing ranks (one row per published year, round and seat), the JoSAA institutes with
// their NIRF match, and each institute's NIRF rank per finder year (computed at import).
import type { Kysely } from 'kysely';
import type { DialectName } from '../schema';
import { withIdColumn } from './columns';

export const up = (dialect: DialectName) => async (db: Kysely<unknown>) => {
  await withIdColumn(db.schema.createTable('josaa_cutoffs'), dialect)
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('round', 'integer', (col) => col.notNull())
    .addColumn('institute', 'text', (col) => col.notNull())
    .addColumn('institute_type', 'text', (col) => col.notNull())
    .addColumn('exam_type', 'text', (col) => col.notNull())
    .addColumn('program', 'text', (col) => col.notNull())
    .addColumn('branch', 'text', (col) => col.notNull())
    .addColumn('quota', 'text', (col) => col.notNull())
    .addColumn('seat_type', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull())
    .addColumn('opening_rank', 'text', (col) => col.notNull())
    .addColumn('closing_rank', 'text', (col) => col.notNull())
    .addColumn('opening_rank_num', 'integer', (col) => col.notNull())
    .addColumn('closing_rank_num', 'integer', (col) => col.notNull())
    .addColumn('opening_is_preparatory', 'integer', (col) => col.notNull())
    .addColumn('is_preparatory', 'integer', (col) => col.notNull())
    .addColumn('competitiveness', 'text', (col) => col.notNull())
    // NIRF engineering rank for the row's year (null: banded or unranked) and the finder's sort keys,
    // all computed at import (import/josaa.ts) so a query sorts on integers from one index.
    .addColumn('nirf_rank', 'integer')
    .addColumn('nirf_sort', 'integer')
    .addColumn('nirf_order', 'integer', (col) => col.notNull())
    .addColumn('institute_order', 'integer', (col) => col.notNull())
    .addColumn('source_line', 'integer', (col) => col.notNull())
    .execute();
  // The finder: the form fixes year, exam type, seat type, gender and (usually) quota; round is often
  // ALL; the rank bounds the closing rank. Equality columns first, then the range column, then every
  // column the count, the rank filter and the sorts read, so both run on this index alone and only the
  // page's rows are read from the table.
  await db.schema
    .createIndex('josaa_cutoffs_finder_idx')
    .on('josaa_cutoffs')
    .columns([
      'year', 'exam_type', 'seat_type', 'gender', 'quota', 'round', 'closing_rank_num', 'is_preparatory',
      'nirf_sort', 'nirf_order', 'institute_order', 'opening_is_preparatory', 'opening_rank_num', 'id',
    ])
    .execute();
  // The default order (NIRF rank, then institute, closing rank, ...; nirf_order, computed at import): read
  // in index order, a page stops after its rows instead of sorting every match.
  await db.schema
    .createIndex('josaa_cutoffs_nirf_order_idx')
    .on('josaa_cutoffs')
    .columns(['year', 'exam_type', 'seat_type', 'gender', 'nirf_order', 'closing_rank_num', 'is_preparatory', 'quota', 'round', 'id'])
    .execute();

  await db.schema
    .createTable('josaa_institutes')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('institute_type', 'text', (col) => col.notNull())
    .addColumn('nirf_key', 'text')
    .addColumn('match_method', 'text')
    .execute();

  await db.schema
    .createTable('josaa_nirf_ranks')
    .addColumn('institute', 'text', (col) => col.notNull())
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('nirf_year', 'integer', (col) => col.notNull())
    .addColumn('nirf_rank', 'integer')
    .addColumn('nirf_rank_text', 'text', (col) => col.notNull())
    .addColumn('nirf_sort', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('josaa_nirf_ranks_pk', ['institute', 'year'])
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('josaa_nirf_ranks').execute();
  await db.schema.dropTable('josaa_institutes').execute();
  await db.schema.dropTable('josaa_cutoffs').execute();
};
