// Login sessions: a short-lived access JWT plus a refresh JWT whose id (jti) is recorded. Each refresh
// spends the presented token and issues the next one in the same family (one family = one login). A
// spent token presented again means it was copied: the whole family is revoked. Logout revokes it too.
import { randomUUID } from 'node:crypto';
import type { Tokens } from 'shared-contracts';
import { signToken, verifyToken } from '../auth/tokens';
import type { Db } from '../db/createDb';
import type { Clock } from './clock';

export interface SessionSettings {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

export type RefreshVerdict =
  | { ok: true; tokens: Tokens; userId: number }
  | { ok: false; reason: 'invalid' | 'revoked' | 'reused' | 'user-gone' };

const iso = (ms: number) => new Date(ms).toISOString();

export class Sessions {
  constructor(
    private readonly db: Db,
    private readonly settings: SessionSettings,
    private readonly clock: Clock,
  ) {}

  private seconds(): number {
    return Math.floor(this.clock.now() / 1000);
  }

  private async issue(userId: number, familyId: string): Promise<Tokens> {
    const now = this.seconds();
    const { secret, accessTtlSeconds, refreshTtlSeconds } = this.settings;
    const refresh = signToken(secret, String(userId), 'refresh', refreshTtlSeconds, now);
    const claims = verifyToken(secret, refresh, 'refresh', now);
    if (!claims) throw new Error('A refresh token just signed does not verify.');
    await this.db
      .insertInto('refresh_tokens')
      .values({ jti: claims.jti, user_id: userId, family_id: familyId, issued_at: iso(now * 1000), expires_at: iso(claims.exp * 1000), used_at: null, revoked_at: null })
      .execute();
    return { access: signToken(secret, String(userId), 'access', accessTtlSeconds, now), refresh };
  }

  /** Tokens for a new login session (and a clean-up of the user's expired refresh rows). */
  async start(userId: number): Promise<Tokens> {
    await this.db.deleteFrom('refresh_tokens').where('user_id', '=', userId).where('expires_at', '<', iso(this.clock.now())).execute();
    return this.issue(userId, randomUUID());
  }

  private revokeFamily(familyId: string): Promise<unknown> {
    return this.db.updateTable('refresh_tokens').set({ revoked_at: iso(this.clock.now()) }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
  }

  /** Spends `refresh` and returns the next pair; a spent or revoked token is refused (a spent one ends its family). */
  async refresh(refresh: string): Promise<RefreshVerdict> {
    const claims = verifyToken(this.settings.secret, refresh, 'refresh', this.seconds());
    if (!claims || typeof claims.jti !== 'string') return { ok: false, reason: 'invalid' };
    const row = await this.db.selectFrom('refresh_tokens').selectAll().where('jti', '=', claims.jti).executeTakeFirst();
    if (!row || String(row.user_id) !== claims.sub) return { ok: false, reason: 'invalid' };
    if (row.revoked_at) return { ok: false, reason: 'revoked' };
    if (row.used_at) {
      await this.revokeFamily(row.family_id);
      return { ok: false, reason: 'reused' };
    }
    const spent = await this.db
      .updateTable('refresh_tokens')
      .set({ used_at: iso(this.clock.now()) })
      .where('jti', '=', row.jti)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) {
      // Spent by a concurrent request with the same token: treat it as reuse.
      await this.revokeFamily(row.family_id);
      return { ok: false, reason: 'reused' };
    }
    const user = await this.db.selectFrom('users').select('id').where('id', '=', row.user_id).executeTakeFirst();
    if (!user) return { ok: false, reason: 'user-gone' };
    return { ok: true, userId: row.user_id, tokens: await this.issue(row.user_id, row.family_id) };
  }

  /** Ends the session `refresh` belongs to (also when the token has expired); false when it is not ours. */
  async logout(refresh: string): Promise<boolean> {
    const claims = verifyToken(this.settings.secret, refresh, 'refresh', 0);
    if (!claims || typeof claims.jti !== 'string') return false;
    const row = await this.db.selectFrom('refresh_tokens').select(['family_id']).where('jti', '=', claims.jti).executeTakeFirst();
    if (!row) return false;
    await this.revokeFamily(row.family_id);
    return true;
  }

  /** Ends every session of the user (after a password reset). */
  async revokeAll(userId: number): Promise<void> {
    await this.db.updateTable('refresh_tokens').set({ revoked_at: iso(this.clock.now()) }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  }
}
