// A right code and what it allows are written together: the code is spent in the same transaction as
// the write, so a failure in between (a process killed, a database error) leaves the code usable and
// nothing half-written.
import { createTestDb, testDialects, type TestDb } from '../test/db';
import { ManualClock } from './clock';
import { EmailCodes } from './codes';
import { DbCounters } from './counters';
import { insertUser } from './users';

describe.each(testDialects())('EmailCodes spend (%s)', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(() => t.destroy());

  async function setup(email: string) {
    const clock = new ManualClock(Date.parse('2026-06-01T10:00:00.000Z'));
    const codes = new EmailCodes(t.db, Buffer.alloc(32, 7), clock, new DbCounters(t.db, () => clock.now()));
    const user = await insertUser(
      t.db,
      { email, password_hash: 'x', first_name: 'A', last_name: 'B', username: email, city: 'Pune', state: 'Maharashtra', phone_number: null, is_email_verified: false, auth_provider: 'password', oidc_subject: null },
      new Date(clock.now()).toISOString(),
    );
    const sent = await codes.send(user.id, 'verify');
    if (!sent.ok) throw new Error('no code');
    const verified = () => t.db.selectFrom('users').select('is_email_verified').where('id', '=', user.id).executeTakeFirstOrThrow();
    return { codes, user, code: sent.code, verified };
  }

  it('keeps the code when the write fails, and spends it with a write that succeeds', async () => {
    const { codes, user, code, verified } = await setup('spend@example.com');
    const first = await codes.check(user.id, 'verify', code);
    if (!first.ok) throw new Error('the right code was refused');
    const markVerified = (fail: boolean) => async (trx: typeof t.db) => {
      await trx.updateTable('users').set({ is_email_verified: 1 }).where('id', '=', user.id).execute();
      if (fail) throw new Error('the process died here');
    };
    await expect(first.spend(markVerified(true))).rejects.toThrow('the process died here');
    expect(Number((await verified()).is_email_verified)).toBe(0);

    const second = await codes.check(user.id, 'verify', code);
    if (!second.ok) throw new Error('the code was lost with the failed write');
    expect(await second.spend(markVerified(false))).toBe(true);
    expect(Number((await verified()).is_email_verified)).toBe(1);
    // Spent: the same code is refused now, and a stale verdict cannot spend it twice.
    expect(await codes.check(user.id, 'verify', code)).toMatchObject({ ok: false });
    expect(await second.spend(markVerified(false))).toBe(false);
  });
});
