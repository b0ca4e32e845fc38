#!/usr/bin/env node
// The multi-instance drill, a step of `npm test`: two API processes (api/dist/server.js, so build first)
// on one fresh PostgreSQL database, as behind a load balancer. It shows that (a) a login limit counted on
// one instance holds on the other, (b) a refresh token used on one and replayed on the other ends the
// session, (c) a logout on one is refused on the other, and (d) killing one instance mid-load loses no
// request the other can serve when the client retries there, and leaves nothing half-written.
// Skipped without PostgreSQL (TEST_DATABASE_URL's server), unless REQUIRE_POSTGRES=1.
//   node scripts/multi-instance-drill.mjs
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { call, codeFromOutbox, startApi } from './lib/api-instances.mjs';
import { admin, apiPg, databaseUrl, postgresOrSkip } from './lib/postgres.mjs';
import { ROOT } from './lib/proc.mjs';

if (!(await postgresOrSkip('multi-instance drill'))) process.exit(0);

// The API's own account messages, from its build (the drill runs after `npm test`'s build step).
const { ACCOUNT_MESSAGES: A } = createRequire(import.meta.url)(path.join(ROOT, 'api', 'dist', 'accounts', 'messages.js'));
const PASSWORD = 'Drill#password1';
const database = `drill_${randomBytes(6).toString('hex')}`;
const work = mkdtempSync(path.join(os.tmpdir(), 'multi-instance-drill-'));
const outbox = path.join(work, 'outbox');
const ENV = {
  DATABASE_URL: databaseUrl(database),
  // No data sets: their import fails with a warning and the API starts without them (accounts need none).
  dataDir: work,
  MAIL_OUTBOX_DIR: outbox,
  SMTP_URL: '',
  JWT_SECRET: randomBytes(32).toString('hex'),
  TRUST_PROXY_HOPS: '1',
  RATE_LIMITS_ENABLED: 'true',
  RATE_LIMIT_WINDOW_SECONDS: '',
  LOG_LEVEL: 'error',
};

let a;
let b;
let both;
let lastIp = 0;
/** A client address of its own (each simulated visitor comes from another one). */
const nextIp = () => {
  lastIp += 1;
  return `198.18.${lastIp >> 8}.${lastIp & 255}`;
};
const registration = (email) => ({ email, password: PASSWORD, password_confirm: PASSWORD, first_name: 'Drill', last_name: 'User', username: '', city: 'Pune', state: 'Maharashtra' });
const show = (res) => `${res.status} ${JSON.stringify(res.json)}`;

/** Registers on A, verifies on B; resolves the tokens. */
async function verifiedAccount(email) {
  const ip = nextIp();
  const registered = await call(both, a, 'POST', '/register/', { body: registration(email), ip });
  assert.equal(registered.status, 201, show(registered));
  const code = await codeFromOutbox(outbox, email);
  assert.ok(code, `no code was mailed to ${email}`);
  const verified = await call(both, b, 'POST', '/verify-email/confirm/', { body: { email, code }, ip });
  assert.equal(verified.status, 200, show(verified));
  return verified.json;
}

describe('two API instances on one PostgreSQL database', () => {
  before(async () => {
    await admin(`CREATE DATABASE ${database}`);
    // Started together: one runs the migrations, the other waits on the migration lock.
    [a, b] = await Promise.all([startApi('A', ENV), startApi('B', ENV)]);
    both = [a, b];
  });

  after(async () => {
    await Promise.all((both ?? []).map((instance) => instance.stop()));
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(work, { recursive: true, force: true });
  });

  it('(a) a login limit counted on one instance holds on the other', async () => {
    const login = (instance, email, ip) => call(both, instance, 'POST', '/login/', { body: { email, password: 'Wrong#pass1' }, ip });
    // Per e-mail: ten tries on A, each from another address; the eleventh, on B, is refused.
    for (let i = 0; i < 10; i++) assert.equal((await login(a, 'victim@example.com', nextIp())).status, 401);
    const refused = await login(b, 'victim@example.com', nextIp());
    assert.equal(refused.status, 429, show(refused));
    assert.ok(Number(refused.headers.get('retry-after')) > 0, 'Retry-After is set');
    // Per address: twenty tries from one address on B, each with another e-mail; the next, on A, is refused.
    const ip = nextIp();
    for (let i = 0; i < 20; i++) assert.equal((await login(b, `spray${i}@example.com`, ip)).status, 401);
    assert.equal((await login(a, 'spray-last@example.com', ip)).status, 429);
  });

  it('(b) a refresh token used on one instance and replayed on the other revokes its family', async () => {
    const first = await verifiedAccount('replay@example.com');
    const rotated = await call(both, a, 'POST', '/token/refresh/', { body: { refresh: first.refresh } });
    assert.equal(rotated.status, 200, show(rotated));
    const replayed = await call(both, b, 'POST', '/token/refresh/', { body: { refresh: first.refresh } });
    assert.equal(replayed.status, 401, show(replayed));
    assert.equal(replayed.json.detail, A.refreshReused);
    const next = await call(both, a, 'POST', '/token/refresh/', { body: { refresh: rotated.json.refresh } });
    assert.equal(next.status, 401, `the token the rotation issued is revoked with its family: ${show(next)}`);
  });

  it('(c) a logout on one instance is refused on the other', async () => {
    await verifiedAccount('logout@example.com');
    const login = await call(both, b, 'POST', '/login/', { body: { email: 'logout@example.com', password: PASSWORD }, ip: nextIp() });
    assert.equal(login.status, 200, show(login));
    const logout = await call(both, a, 'POST', '/logout/', { body: { refresh: login.json.refresh } });
    assert.equal(logout.status, 200, show(logout));
    const refreshed = await call(both, b, 'POST', '/token/refresh/', { body: { refresh: login.json.refresh } });
    assert.equal(refreshed.status, 401, show(refreshed));
    assert.equal(refreshed.json.detail, A.refreshInvalid);
  });

  it('(d) killing one instance mid-load loses no request the other can serve, and leaves nothing half-written', async () => {
    const FLOWS = 40;
    const PARALLEL = 8;
    const tally = { answered: 0, lost: 0, serverErrors: 0, retried: 0 };
    const send = async (instance, method, pathname, options) => {
      const res = await call(both, instance, method, pathname, options);
      if (res.status === 0) tally.lost += 1;
      else tally.answered += 1;
      if (res.status >= 500) tally.serverErrors += 1;
      if (res.retried) tally.retried += 1;
      return res;
    };

    /** One visitor: sign up, verify (or log in, when the killed instance verified before answering), update the profile. */
    async function visitor(i) {
      const email = `load${i}@example.com`;
      const ip = nextIp();
      let turn = i;
      const next = () => (turn++ % 2 === 0 ? a : b);
      const registered = await send(next(), 'POST', '/register/', { body: registration(email), ip });
      // A retried sign-up that the killed instance had already stored is answered "already exists".
      const stored = registered.status === 201 || (registered.retried && registered.status === 400 && registered.json?.email?.[0] === A.emailTaken);
      assert.ok(stored, `${email}: sign-up answered ${show(registered)}`);
      const code = await codeFromOutbox(outbox, email, { timeoutMs: 3000 });
      // The mail queue is per process: a code not yet written when the instance died is gone (the visitor can resend).
      if (!code) return { email, name: null };
      let tokens;
      const verified = await send(next(), 'POST', '/verify-email/confirm/', { body: { email, code }, ip });
      if (verified.status === 200) tokens = verified.json;
      else {
        assert.ok(verified.retried, `${email}: verification answered ${show(verified)}`);
        const login = await send(next(), 'POST', '/login/', { body: { email, password: PASSWORD }, ip });
        assert.equal(login.status, 200, `${email}: login answered ${show(login)}`);
        tokens = login.json;
      }
      const name = `Load${i}`;
      const updated = await send(next(), 'PATCH', '/profile/', { body: { first_name: name, last_name: name }, ip, token: tokens.access });
      assert.equal(updated.status, 200, `${email}: profile update answered ${show(updated)}`);
      return { email, name };
    }

    let kill = null;
    let loadDone = false;
    const killer = (async () => {
      while (!kill && !loadDone) {
        if (tally.answered >= 20 && a.inFlight > 0) {
          kill = { inFlight: a.inFlight, answeredBefore: tally.answered };
          a.child.kill('SIGKILL');
        }
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    const results = [];
    let started = 0;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (started < FLOWS) results.push(await visitor(started++));
      }),
    );
    loadDone = true;
    await killer;

    assert.ok(kill, 'instance A was killed during the load');
    assert.equal(tally.lost, 0, 'every request got an answer from one instance or the other');
    assert.equal(tally.serverErrors, 0, 'no answer was a server error');
    assert.ok(tally.retried > 0, 'requests that A could not answer were retried on B');

    const { Client } = apiPg();
    const db = new Client({ connectionString: ENV.DATABASE_URL });
    await db.connect();
    try {
      const { rows } = await db.query(`
        SELECT u.email, u.is_email_verified, u.first_name, u.last_name,
               (SELECT count(*) FROM email_codes c WHERE c.user_id = u.id AND c.purpose = 'verify')::int AS codes
        FROM users u WHERE u.email LIKE 'load%@example.com'`);
      const byEmail = new Map(rows.map((row) => [row.email, row]));
      assert.equal(rows.length, FLOWS, 'every sign-up is stored, once');
      for (const { email, name } of results) {
        const row = byEmail.get(email);
        // An account is never without its code: the account and its first code are one transaction.
        assert.ok(row.is_email_verified === 1 || row.codes === 1, `${email} is verified or has a code`);
        if (name) assert.deepEqual([row.is_email_verified, row.first_name, row.last_name], [1, name, name], `${email}: profile written whole`);
      }
      const mailLost = results.filter((r) => r.name === null).length;
      console.log(
        `  load: ${FLOWS} visitors, ${tally.answered} requests answered, 0 lost, 0 server errors; A killed after ` +
          `${kill.answeredBefore} answers with ${kill.inFlight} in flight; ${tally.retried} answered by B on retry; ` +
          `${mailLost} code mail(s) lost with A's mail queue (the account and its code are stored)`,
      );
    } finally {
      await db.end();
    }
  });
});
