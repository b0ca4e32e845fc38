// Fixed-window counters in the database (table rate_limit_counters), shared by every API instance: the
// rate limits and the per-account count of wrong e-mail codes. One statement counts a hit (an upsert that
// starts a new window when the old one has ended), so concurrent hits on any number of processes never
// lose a count. Ended windows are deleted now and then, so the table holds only live windows.
import { sql } from 'kysely';
import type { Db } from '../db/createDb';

export interface CounterVerdict {
  allowed: boolean;
  /** The count after this hit. */
  count: number;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
  /** When the window ends (ms since the epoch). */
  windowEndsAt: number;
}

/** How often (in this process) ended windows are deleted. */
export const PRUNE_EVERY_MS = 60_000;

const iso = (ms: number) => new Date(ms).toISOString();
export const secondsUntil = (ms: number, now: number) => Math.max(1, Math.ceil((ms - now) / 1000));

export class DbCounters {
  private lastPruneAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit on `key`; allowed while the window's count is at most `max`. */
  async hit(key: string, max: number, windowMs: number): Promise<CounterVerdict> {
    const now = this.now();
    await this.pruneNow(now);
    const nowIso = iso(now);
    const row = await this.db
      .insertInto('rate_limit_counters')
      .values({ key, count: 1, window_ends_at: iso(now + windowMs) })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => {
          const ended = eb('rate_limit_counters.window_ends_at', '<=', nowIso);
          return {
            count: eb.case().when(ended).then(sql.lit(1)).else(eb('rate_limit_counters.count', '+', sql.lit(1))).end(),
            window_ends_at: eb.case().when(ended).then(eb.ref('excluded.window_ends_at')).else(eb.ref('rate_limit_counters.window_ends_at')).end(),
          };
        }),
      )
      .returning(['count', 'window_ends_at'])
      .executeTakeFirstOrThrow();
    const count = Number(row.count);
    const windowEndsAt = Date.parse(row.window_ends_at);
    return { allowed: count <= max, count, windowEndsAt, retryAfterSeconds: secondsUntil(windowEndsAt, now) };
  }

  /** Takes back one hit (a try that turned out right is not held against the account). */
  async refund(key: string): Promise<void> {
    await this.db
      .updateTable('rate_limit_counters')
      .set((eb) => ({ count: eb('count', '-', sql.lit(1)) }))
      .where('key', '=', key)
      .where('count', '>', 0)
      .where('window_ends_at', '>', iso(this.now()))
      .execute();
  }

  /** Deletes ended windows, at most once per PRUNE_EVERY_MS in this process. */
  private async pruneNow(now: number): Promise<void> {
    if (now - this.lastPruneAt < PRUNE_EVERY_MS) return;
    this.lastPruneAt = now;
    await this.prune(now);
  }

  async prune(now = this.now()): Promise<number> {
    const result = await this.db.deleteFrom('rate_limit_counters').where('window_ends_at', '<=', iso(now)).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
