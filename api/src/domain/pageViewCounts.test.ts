import { createTestDb, testDialects, type TestDb } from '../test/db';
import { countedPath, OTHER_PATHS, PageViewCounts, RETENTION_DAYS } from './pageViewCounts';

describe('countedPath', () => {
  it('drops the query string and the fragment', () => {
    expect(countedPath('/rankings?year=2025&q=my+name')).toBe('/rankings');
    expect(countedPath('/blogs/x#part-2')).toBe('/blogs/x');
    expect(countedPath('/?a=1')).toBe('/');
    expect(countedPath('/college-finder')).toBe('/college-finder');
  });
});

describe.each(testDialects())('PageViewCounts (%s)', (dialect) => {
  let t: TestDb;
  let now = 0;
  const DAY = 86_400_000;

  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(() => t.destroy());
  beforeEach(async () => {
    now = Date.parse('2025-06-01T10:00:00.000Z');
    await t.db.deleteFrom('page_view_counts').execute();
  });

  const rows = async () =>
    (await t.db.selectFrom('page_view_counts').selectAll().orderBy('day').orderBy('path').execute()).map((r) => `${r.day} ${r.path} ${Number(r.views)}`);

  it('keeps one row per path and UTC day', async () => {
    const counts = new PageViewCounts(t.db, () => now);
    await counts.count('/a');
    await counts.count('/a?x=1');
    await counts.count('/b');
    now += DAY;
    await counts.count('/a');
    expect(await rows()).toEqual(['2025-06-01 /a 2', '2025-06-01 /b 1', '2025-06-02 /a 1']);
  });

  it('counts new paths beyond the day\'s limit together, so a day has a bounded number of rows', async () => {
    const counts = new PageViewCounts(t.db, () => now, 3);
    for (let i = 0; i < 10; i++) await counts.count(`/random-${i}`);
    await counts.count('/random-1');
    expect(await rows()).toEqual(['2025-06-01 (other) 7', '2025-06-01 /random-0 1', '2025-06-01 /random-1 2', '2025-06-01 /random-2 1'].sort());
    expect(OTHER_PATHS).toBe('(other)');
  });

  it(`deletes days older than ${RETENTION_DAYS} days once a day`, async () => {
    const counts = new PageViewCounts(t.db, () => now);
    await counts.count('/old');
    now += RETENTION_DAYS * DAY;
    await counts.count('/kept');
    expect(await rows()).toEqual(['2025-06-01 /old 1', '2026-07-06 /kept 1']);
    now += DAY;
    await counts.count('/new');
    expect(await rows()).toEqual(['2026-07-06 /kept 1', '2026-07-07 /new 1']);
  });
});
