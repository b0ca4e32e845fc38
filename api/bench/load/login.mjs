// Login latency: autocannon POSTs /api/login/ for one verified account against a running API (it starts
// nothing itself). Password hashing dominates: each login runs one scrypt (N=2^17, r=8, p=1 unless the
// API was started with other PASSWORD_SCRYPT_* values).
//   API_URL      base of the running API (default http://127.0.0.1:8000)
//   OUTBOX_DIR   the API's mail outbox (MAIL_OUTBOX_DIR; default <repo>/.data/outbox): the verification
//                code is read from there, so start the API without SMTP_URL
//   DURATION     seconds (default 15)   CONNECTIONS  concurrent connections (default 20)
// The API must run with RATE_LIMITS_ENABLED=false (the login limits would answer 429 after 10 tries).
// Logins past the API's password-hash queue (PASSWORD_HASH_QUEUE, default 8 per worker) answer 503 at
// once; they are counted apart (refused_503). For the cost of a login alone, start the API with
// PASSWORD_HASH_QUEUE at least CONNECTIONS; with the default, the run shows what a burst gets.
// Usage:
//   SQLITE_PATH=/tmp/bench/app.sqlite MAIL_OUTBOX_DIR=/tmp/bench/outbox DATA_DIR=/tmp/bench/no-data \
//     RATE_LIMITS_ENABLED=false PORT=18400 node api/dist/server.js &
//   API_URL=http://127.0.0.1:18400 OUTBOX_DIR=/tmp/bench/outbox pnpm --filter api bench:login
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadFigures } from '../lib/figures.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const base = (process.env.API_URL ?? 'http://127.0.0.1:8000').replace(/\/+$/, '');
const outbox = path.resolve(process.env.OUTBOX_DIR ?? path.join(repoRoot, '.data', 'outbox'));
const duration = Number(process.env.DURATION ?? 15);
const connections = Number(process.env.CONNECTIONS ?? 20);
const email = `bench+${Date.now()}@example.com`;
const password = 'Bench#password1';

async function post(pathname, body) {
  const res = await fetch(`${base}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json().catch(() => null) };
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** The code in the newest outbox message to `email` (waits up to 10 s for it). */
async function codeFromOutbox() {
  const stem = email.toLowerCase().replace(/[^a-z0-9@._-]+/g, '_');
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    let files = [];
    try {
      files = readdirSync(outbox).filter((f) => f.includes(stem) && f.endsWith('.eml')).sort();
    } catch {
      // not there yet
    }
    const last = files.at(-1);
    const code = last && /Your code is (\d{6})/.exec(readFileSync(path.join(outbox, last), 'utf8'))?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return fail(`No verification mail for ${email} in ${outbox}. Start the API without SMTP_URL and with MAIL_OUTBOX_DIR=${outbox}, or set OUTBOX_DIR.`);
}

try {
  await fetch(`${base}/api/health/`);
} catch (error) {
  fail(`The API is not answering at ${base} (${error.message}). Start it first, or set API_URL.`);
}
const registered = await post('/api/register/', {
  email, password, password_confirm: password, first_name: 'Bench', last_name: 'User', username: '', city: 'Pune', state: 'Maharashtra',
});
if (registered.status !== 201) fail(`register: HTTP ${registered.status} ${JSON.stringify(registered.body)}`);
const verified = await post('/api/verify-email/confirm/', { email, code: await codeFromOutbox() });
if (verified.status !== 200) fail(`verify: HTTP ${verified.status} ${JSON.stringify(verified.body)}`);
const probe = await post('/api/login/', { email, password });
if (probe.status === 429) fail('login answered 429: start the API with RATE_LIMITS_ENABLED=false for this benchmark.');
if (probe.status !== 200) fail(`login: HTTP ${probe.status} ${JSON.stringify(probe.body)}`);
console.log(`Verified account ${email}; autocannon: ${connections} connections for ${duration} s`);

const result = await autocannon({
  url: `${base}/api/login/`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password }),
  connections,
  duration,
  timeout: 30,
});
// Logins are few per second: their rate with a decimal, and p90 besides the usual figures.
const load = loadFigures(result);
delete load.requests_per_s;
const figures = {
  url: `${base}/api/login/`,
  connections,
  duration_s: duration,
  logins_per_s: Math.round(result.requests.average * 10) / 10,
  latency_p90_ms: result.latency.p90,
  ...load,
  logins_ok: result.statusCodeStats?.['200']?.count ?? 0,
  refused_503: result.statusCodeStats?.['503']?.count ?? 0,
};
console.table(figures);
console.log(JSON.stringify(figures));
process.exitCode = result.errors > 0 || result.non2xx > figures.refused_503 ? 1 : 0;
