// Where each JoSAA institute is and whose candidates its home-state and special quotas serve (imported
// from DATA_DIR/josaa/institute_states.csv beside the cut-offs), each student's shortlist of seats, and the
// indexes that read a shortlisted seat's cut-offs.
import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('josaa_institute_states')
    .addColumn('institute', 'text', (col) => col.primaryKey())
    .addColumn('institute_type', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    /** `;`-separated official state/UT names; '' when the institute has no HS seats. */
    .addColumn('hs_quota_states', 'text', (col) => col.notNull())
    /** `CODE: state; CODE: state` (GO, JK, LA, AP); '' when none. */
    .addColumn('special_quotas', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('shortlists')
    .addColumn('user_id', 'integer', (col) => col.primaryKey())
    /** The items as a JSON array, in the student's order. */
    .addColumn('items', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // A shortlisted seat's every cut-off (POST /shortlist/details/), read without scanning the year tables.
  await db.schema.createIndex('josaa_cutoffs_seat_idx').on('josaa_cutoffs').columns(['institute', 'program', 'quota', 'seat_type', 'gender']).execute();
  await db.schema.createIndex('mhtcet_cutoffs_seat_idx').on('mhtcet_cutoffs').columns(['college_code', 'branch_code', 'seat_type']).execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropIndex('mhtcet_cutoffs_seat_idx').execute();
  await db.schema.dropIndex('josaa_cutoffs_seat_idx').execute();
  await db.schema.dropTable('shortlists').execute();
  await db.schema.dropTable('josaa_institute_states').execute();
};
