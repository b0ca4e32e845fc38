import type { Kysely } from 'kysely';
import { createTestDb, testDialects, type TestDb } from '../../test/db';
import { down, up } from './0007_shared_counters';

describe.each(testDialects())('migration 0007_shared_counters (%s)', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(() => t.destroy());

  it('folds the recorded page views into daily counts per path and empties page_views', async () => {
    await down(t.db as unknown as Kysely<unknown>);
    const view = (path: string, created_at: string) => ({ path, title: null, referrer: null, user_agent: 'x', created_at });
    await t.db
      .insertInto('page_views')
      .values([
        view('/rankings?year=2024', '2025-05-01T08:00:00.000Z'),
        view('/rankings', '2025-05-01T23:59:59.999Z'),
        view('/rankings#x', '2025-05-02T00:00:00.000Z'),
        view('/', '2025-05-02T10:00:00.000Z'),
      ])
      .execute();
    await up(t.db as unknown as Kysely<unknown>);
    const rows = await t.db.selectFrom('page_view_counts').selectAll().orderBy('day').orderBy('path').execute();
    expect(rows.map((r) => ({ ...r, views: Number(r.views) }))).toEqual([
      { day: '2025-05-01', path: '/rankings', views: 2 },
      { day: '2025-05-02', path: '/', views: 1 },
      { day: '2025-05-02', path: '/rankings', views: 1 },
    ]);
    expect(await t.db.selectFrom('page_views').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('rate_limit_counters').selectAll().execute()).toEqual([]);
  });
});
