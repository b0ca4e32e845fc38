// Counters every API instance shares: rate-limit windows (and the per-account count of wrong e-mail
// codes), and page views as daily counts per path instead of one row per view. The page views recorded
// so far are folded into the daily counts and their rows removed; the page_views table itself stays for
// now, so an instance of the previous release still running during a rollout keeps working.
import { sql, type Kysely } from 'kysely';

interface Tables {
  page_view_counts: { day: string; path: string; views: number };
}

const BATCH_ROWS = 500;

export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('rate_limit_counters')
    /** What is counted, e.g. "login|ip|203.0.113.7" or "code-failures|user|42" (see accounts/rateLimits.ts). */
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    /** ISO-8601 UTC end of the current window; the row is deleted some time after. */
    .addColumn('window_ends_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_counters_window_ends_idx').on('rate_limit_counters').column('window_ends_at').execute();

  await db.schema
    .createTable('page_view_counts')
    /** UTC day, YYYY-MM-DD. */
    .addColumn('day', 'text', (col) => col.notNull())
    /** The page's path without query string or fragment. */
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('page_view_counts_pk', ['day', 'path'])
    .execute();

  const { rows } = await sql<{ day: string; path: string; views: number | string }>`
    SELECT substr(created_at, 1, 10) AS day, path, count(*) AS views FROM page_views GROUP BY substr(created_at, 1, 10), path
  `.execute(db);
  const totals = new Map<string, Tables['page_view_counts']>();
  for (const row of rows) {
    const path = row.path.split(/[?#]/, 1)[0] || '/';
    const key = `${row.day} ${path}`;
    const total = totals.get(key) ?? { day: row.day, path, views: 0 };
    total.views += Number(row.views);
    totals.set(key, total);
  }
  const counts = db as unknown as Kysely<Tables>;
  const values = [...totals.values()];
  for (let i = 0; i < values.length; i += BATCH_ROWS) await counts.insertInto('page_view_counts').values(values.slice(i, i + BATCH_ROWS)).execute();
  await sql`DELETE FROM page_views`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('page_view_counts').execute();
  await db.schema.dropTable('rate_limit_counters').execute();
};
