// Where each JoSAA institute is and whose candidates its home-state and special quotas serve (imported
// from DATA_DIR/josaa/institute_states.csv beside the cut-offs), and each student's shortlist of seats.
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
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('shortlists').execute();
  await db.schema.dropTable('josaa_institute_states').execute();
};
