// Six-digit e-mail codes (verification and password reset): crypto-random, stored as an HMAC, valid for
// 15 minutes, single use, dead after 5 wrong tries. Sending again is limited to 3 resends per series (an
// hour from the first send) with 60 s between sends. Wrong tries are also counted per account across all
// its codes (a new code does not start that count again): 10 in an hour, then no code is checked until the
// hour ends. Every limit lives in the database, so it holds across restarts and API instances.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { RESEND_COOLDOWN_S, RESEND_LIMIT, VERIFICATION_CODE_LENGTH } from 'shared-contracts';
import type { Db } from '../db/createDb';
import type { Clock } from './clock';
import { secondsUntil, type DbCounters } from './counters';

/** E-mail codes (verification and password reset): lifetime and wrong tries before a code is dead. */
export const EMAIL_CODE_TTL_MINUTES = 15;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

export type CodePurpose = 'verify' | 'reset';

export const CODE_TTL_MS = EMAIL_CODE_TTL_MINUTES * 60_000;
export const RESEND_COOLDOWN_MS = RESEND_COOLDOWN_S * 1000;
/** Resends are counted per series: the series starts at a first send and lasts an hour. */
export const RESEND_SERIES_MS = 60 * 60_000;
/** Wrong tries per account (over all its codes, both purposes) in one window, before tries are refused. */
export const CODE_FAILURES_MAX = 10;
export const CODE_FAILURE_WINDOW_MS = 60 * 60_000;

export function generateCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

/** The key codes are hashed with: derived from the JWT secret, so a leaked database alone cannot be brute-forced. */
export function codeKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('email-code-hmac-key/v1').digest();
}

export function hashCode(key: Buffer, userId: number, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', key).update(`${purpose}:${userId}:${code}`).digest('hex');
}

export type SendVerdict =
  | { ok: true; code: string }
  | { ok: false; reason: 'cooldown' | 'limit'; retryAfterSeconds: number };

/**
 * A right code is not spent by the check: `spend` deletes it and runs `write` (what the code allows: mark
 * the address verified, set the new password) in one transaction, so a process that dies in between
 * leaves the code usable and nothing half-written. It resolves false when the code was spent meanwhile.
 */
export type SpendCode = (write: (trx: Db) => Promise<void>) => Promise<boolean>;

export type CheckVerdict =
  | { ok: true; spend: SpendCode }
  | { ok: false; reason: 'invalid' | 'expired' | 'dead' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

const iso = (ms: number) => new Date(ms).toISOString();

export class EmailCodes {
  constructor(
    private readonly db: Db,
    private readonly key: Buffer,
    private readonly clock: Clock,
    private readonly counters: DbCounters,
  ) {}

  private find(userId: number, purpose: CodePurpose, db: Db = this.db) {
    return db.selectFrom('email_codes').selectAll().where('user_id', '=', userId).where('purpose', '=', purpose).executeTakeFirst();
  }

  /**
   * A new code for the user (replacing any live one), or why not: within 60 s of the last send
   * ('cooldown'), or the series' 3 resends are used up ('limit'). The first send of a series is free.
   * `db` may be a transaction (registration writes the account and its first code together).
   */
  async send(userId: number, purpose: CodePurpose, db: Db = this.db): Promise<SendVerdict> {
    const now = this.clock.now();
    const existing = await this.find(userId, purpose, db);
    const code = generateCode();
    const fresh = { code_hash: hashCode(this.key, userId, purpose, code), expires_at: iso(now + CODE_TTL_MS), attempts: 0, sent_at: iso(now) };

    if (!existing) {
      const result = await db
        .insertInto('email_codes')
        .values({ user_id: userId, purpose, ...fresh, resend_count: 0, series_started_at: iso(now) })
        .onConflict((oc) => oc.columns(['user_id', 'purpose']).doNothing())
        .executeTakeFirst();
      // Lost a race with a concurrent send: that one counts, this one waits.
      if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return { ok: false, reason: 'cooldown', retryAfterSeconds: RESEND_COOLDOWN_S };
      return { ok: true, code };
    }

    const sentAt = Date.parse(existing.sent_at);
    if (now - sentAt < RESEND_COOLDOWN_MS) return { ok: false, reason: 'cooldown', retryAfterSeconds: secondsUntil(sentAt + RESEND_COOLDOWN_MS, now) };
    const seriesStart = Date.parse(existing.series_started_at);
    const seriesActive = now - seriesStart < RESEND_SERIES_MS;
    if (seriesActive && existing.resend_count >= RESEND_LIMIT) {
      return { ok: false, reason: 'limit', retryAfterSeconds: secondsUntil(seriesStart + RESEND_SERIES_MS, now) };
    }
    const result = await db
      .updateTable('email_codes')
      .set({ ...fresh, resend_count: seriesActive ? existing.resend_count + 1 : 0, series_started_at: seriesActive ? existing.series_started_at : iso(now) })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('sent_at', '=', existing.sent_at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return { ok: false, reason: 'cooldown', retryAfterSeconds: RESEND_COOLDOWN_S };
    return { ok: true, code };
  }

  /**
   * Checks a code, unless the account has had CODE_FAILURES_MAX wrong tries in the current window
   * ('locked'). The try is counted against the account before the code is compared, so concurrent guesses
   * cannot get past the limit either; a right code takes its count back.
   */
  async check(userId: number, purpose: CodePurpose, code: string): Promise<CheckVerdict> {
    const key = `code-failures|user|${userId}`;
    const allowance = await this.counters.hit(key, CODE_FAILURES_MAX, CODE_FAILURE_WINDOW_MS);
    if (!allowance.allowed) return { ok: false, reason: 'locked', retryAfterSeconds: allowance.retryAfterSeconds };
    const verdict = await this.checkCode(userId, purpose, code);
    if (verdict.ok) await this.counters.refund(key);
    return verdict;
  }

  /**
   * Every try counts (the right one too) and the count is raised before comparing, so even concurrent
   * guesses get 5 tries in all; the right code is spent by the verdict's `spend`. A code with 5 wrong
   * tries is dead.
   */
  private async checkCode(userId: number, purpose: CodePurpose, code: string): Promise<CheckVerdict> {
    const counted = await this.db
      .updateTable('email_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('attempts', '<', EMAIL_CODE_MAX_ATTEMPTS)
      .executeTakeFirst();
    const row = await this.find(userId, purpose);
    if (!row) return { ok: false, reason: 'invalid' };
    if (Number(counted.numUpdatedRows) === 0) return { ok: false, reason: 'dead' };
    if (this.clock.now() >= Date.parse(row.expires_at)) return { ok: false, reason: 'expired' };
    const given = Buffer.from(hashCode(this.key, userId, purpose, code), 'hex');
    const stored = Buffer.from(row.code_hash, 'hex');
    if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
      return { ok: false, reason: row.attempts >= EMAIL_CODE_MAX_ATTEMPTS ? 'dead' : 'invalid' };
    }
    const spend: SpendCode = (write) =>
      this.db.transaction().execute(async (trx) => {
        const spent = await trx
          .deleteFrom('email_codes')
          .where('user_id', '=', userId)
          .where('purpose', '=', purpose)
          .where('code_hash', '=', row.code_hash)
          .executeTakeFirst();
        if (Number(spent.numDeletedRows) !== 1) return false;
        await write(trx);
        return true;
      });
    return { ok: true, spend };
  }
}
