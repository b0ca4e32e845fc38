// Page views kept as daily counts per path (table page_view_counts), so storage is bounded however many
// views arrive: at most MAX_PATHS_PER_DAY rows a day (further new paths are counted together under
// OTHER_PATHS) and RETENTION_DAYS days (older days are deleted once a day by each instance).
import { sql } from 'kysely';
import type { Db } from '../db/createDb';

export const MAX_PATHS_PER_DAY = 1000;
export const OTHER_PATHS = '(other)';
/** A little over a year, so a season can be compared with the last one. */
export const RETENTION_DAYS = 400;

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The path as counted: no query string (it may carry what a reader typed) and no fragment. */
export function countedPath(path: string): string {
  return path.split(/[?#]/, 1)[0] || '/';
}

export class PageViewCounts {
  private prunedDay: string | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    private readonly maxPathsPerDay = MAX_PATHS_PER_DAY,
  ) {}

  /** Counts one view of `path` today (UTC). */
  async count(path: string): Promise<void> {
    const now = this.now();
    const day = dayOf(now);
    await this.pruneOnceADay(now, day);
    const target = countedPath(path);
    if (await this.addTo(day, target)) return;
    const { paths } = await this.db
      .selectFrom('page_view_counts')
      .select((eb) => eb.fn.countAll<number | string>().as('paths'))
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    // Concurrent first views of new paths may pass this check together, so a day can end a few rows over.
    await this.insertOrAdd(day, Number(paths) < this.maxPathsPerDay ? target : OTHER_PATHS);
  }

  /** One more view of a path already counted today; false when there is no row yet. */
  private async addTo(day: string, path: string): Promise<boolean> {
    const result = await this.db
      .updateTable('page_view_counts')
      .set((eb) => ({ views: eb('views', '+', sql.lit(1)) }))
      .where('day', '=', day)
      .where('path', '=', path)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  private async insertOrAdd(day: string, path: string): Promise<void> {
    await this.db
      .insertInto('page_view_counts')
      .values({ day, path, views: 1 })
      .onConflict((oc) => oc.columns(['day', 'path']).doUpdateSet((eb) => ({ views: eb('page_view_counts.views', '+', sql.lit(1)) })))
      .execute();
  }

  private async pruneOnceADay(now: number, day: string): Promise<void> {
    if (this.prunedDay === day) return;
    this.prunedDay = day;
    await this.db.deleteFrom('page_view_counts').where('day', '<', dayOf(now - RETENTION_DAYS * DAY_MS)).execute();
  }
}
