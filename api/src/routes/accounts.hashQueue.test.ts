// A burst of logins past the password-hash cap (PASSWORD_HASH_QUEUE): the excess is refused at once with
// 503 and Retry-After instead of queueing behind the hashes, and the logins that got in succeed.
import { ACCOUNT_MESSAGES as A } from '../accounts/messages';
import { resetAccounts, startAccountsApp, verifiedUser, type AccountsTestApp } from '../test/accounts';
import { createTestDb, testDialects, type TestDb } from '../test/db';

const BURST = 16;

describe.each(testDialects())('login burst past the password-hash cap (%s)', (dialect) => {
  let t: TestDb;
  let a: AccountsTestApp;

  beforeAll(async () => {
    t = await createTestDb(dialect);
    // A cap of 2 and a hash slow enough (N=2^14, ~16 MiB) that the burst arrives while the first ones run.
    a = await startAccountsApp(t.db, { PASSWORD_HASH_QUEUE: '2', PASSWORD_SCRYPT_N: '16384' });
  });
  afterAll(async () => {
    await a.client.close();
    await t.destroy();
  });
  beforeEach(async () => {
    await resetAccounts(t.db);
  });

  const login = (email: string) => a.client.inject({ method: 'POST', url: '/api/login/', payload: { email, password: 'Secret#123' } });

  it('refuses the excess with 503, Retry-After and a message; no 500; the others log in', async () => {
    await verifiedUser(a, 'burst@example.com');
    const answers = await Promise.all(Array.from({ length: BURST }, () => login('burst@example.com')));
    const statuses = answers.map((res) => res.statusCode);
    const refused = answers.filter((res) => res.statusCode === 503);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBeLessThan(BURST);
    for (const res of refused) {
      const seconds = Number(res.headers['retry-after']);
      expect(Number.isInteger(seconds) && seconds >= 1).toBe(true);
      expect(res.json()).toEqual({ detail: A.hashQueueFull(seconds) });
    }
    for (const res of answers.filter((r) => r.statusCode === 200)) expect(res.json()).toHaveProperty('access');
    // Once the line is clear, the next login goes through.
    expect((await login('burst@example.com')).statusCode).toBe(200);
  });
});
