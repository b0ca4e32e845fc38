// Guessing e-mail codes: wrong tries are counted per account across every code it is sent, so asking for
// a new code does not buy new guesses. (Rate limits are off here: this limit holds without them.)
import { ACCOUNT_MESSAGES as A } from '../accounts/messages';
import { CODE_FAILURE_WINDOW_MS, CODE_FAILURES_MAX } from '../accounts/codes';
import { accountsAppPerSuite, CODE_PATTERN, eventually, latestCode, validRegistration } from '../test/accounts';
import { testDialects } from '../test/db';

describe.each(testDialects())('code guessing per account (%s)', (dialect) => {
  const suite = accountsAppPerSuite(dialect);

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => suite.a.client.inject({ method: 'POST', url, payload, headers });
  const confirm = (email: string, code: string) => post('/api/verify-email/confirm/', { email, code });
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  /** The newest code mailed to `email` that differs from `previous`. */
  const newCode = (email: string, previous: string | null) =>
    eventually(() => {
      const mine = suite.a.mailer.messages.filter((m) => m.to === email);
      const code = CODE_PATTERN.exec(mine[mine.length - 1]?.text ?? '')?.[1];
      return code && code !== previous ? code : null;
    });

  /** Five wrong tries: the code is dead after them. */
  async function burn(email: string, code: string): Promise<void> {
    for (let i = 0; i < 5; i++) expect((await confirm(email, wrongFor(code))).statusCode).toBe(400);
  }

  async function resend(email: string, previous: string): Promise<string> {
    suite.a.clock.advance(61_000);
    expect((await post('/api/verify-email/', { email })).statusCode).toBe(200);
    return newCode(email, previous);
  }

  it('a resend does not reset the count: after 10 wrong tries the right code of a new one gets 429 with Retry-After, until the hour ends', async () => {
    const email = 'guess@example.com';
    expect((await post('/api/register/', validRegistration(email))).statusCode).toBe(201);
    const first = await latestCode(suite.a.mailer, email);
    await burn(email, first);
    const second = await resend(email, first);
    await burn(email, second);
    const third = await resend(email, second);

    const locked = await confirm(email, third);
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    // The window started at the first wrong try, two 61 s resend waits ago.
    expect(retryAfter).toBe(CODE_FAILURE_WINDOW_MS / 1000 - 2 * 61);
    expect(locked.json()).toEqual({ detail: A.rateLimited(retryAfter) });
    // Refused tries are not checked, so they cannot kill or spend the code either.
    expect((await confirm(email, wrongFor(third))).statusCode).toBe(429);

    suite.a.clock.advance(retryAfter * 1000);
    const fourth = await resend(email, third);
    expect((await confirm(email, fourth)).statusCode).toBe(200);
  });

  it('counts verification and password-reset codes together, and only for that account', async () => {
    const email = 'both@example.com';
    await post('/api/register/', validRegistration(email));
    await post('/api/register/', validRegistration('bystander@example.com'));
    const verifyCode = await latestCode(suite.a.mailer, email);
    await burn(email, verifyCode);

    const csrf = await suite.a.client.inject({ method: 'GET', url: '/api/csrf/' });
    const token = csrf.json<{ csrfToken: string }>().csrfToken;
    const headers = { cookie: `csrftoken=${token}`, 'x-csrftoken': token };
    expect((await post('/api/password-reset/', { email }, headers)).statusCode).toBe(200);
    const resetCode = await newCode(email, verifyCode);
    const reset = (code: string) => post('/api/password-reset/confirm/', { email, code, new_password: 'Brand#new1', new_password_confirm: 'Brand#new1' }, headers);
    for (let i = 0; i < CODE_FAILURES_MAX - 5; i++) expect((await reset(wrongFor(resetCode))).statusCode).toBe(400);
    const locked = await reset(resetCode);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    expect((await confirm('bystander@example.com', await latestCode(suite.a.mailer, 'bystander@example.com'))).statusCode).toBe(200);
  });

  it('a right code does not count against the account', async () => {
    const email = 'right@example.com';
    await post('/api/register/', validRegistration(email));
    const code = await latestCode(suite.a.mailer, email);
    for (let i = 0; i < 4; i++) await confirm(email, wrongFor(code));
    expect((await confirm(email, code)).statusCode).toBe(200);
    const counter = await suite.t.db.selectFrom('rate_limit_counters').selectAll().where('key', 'like', 'code-failures|%').executeTakeFirstOrThrow();
    expect(Number(counter.count)).toBe(4);
  });
});
