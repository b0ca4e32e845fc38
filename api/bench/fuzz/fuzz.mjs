// Fuzz test of the whole API: N random requests (default 10,000) over every registered route (read from the
// built app, so a new route is covered without touching this file), with random query parameters, bodies,
// content types, encodings, headers and tokens, long values and long comma lists. Pass: no response >= 500,
// no request without an answer within --timeout (a hang), none slower than --slow-ms (one slow request
// means the event loop was blocked: a denial of service), and the API still healthy at the end. Deterministic: request i of --seed s is
// always the same request (replay one with --only i).
//
// Usage (from api/, after `pnpm --filter api build`):
//   node bench/fuzz/fuzz.mjs                       10,000 requests; starts the API on the real data (temp SQLite, ~30 s import)
//   node bench/fuzz/fuzz.mjs --fixtures --count 1500   the CI run: the committed test fixtures
// Options: --count N, --seed S, --concurrency C (8), --timeout ms (10000), --slow-ms ms (1000), --data-dir DIR, --fixtures,
//   --sqlite FILE (reuse a database: no import), --database-url URL (PostgreSQL instead of SQLite), --port P, --url URL (fuzz an API already running; no
//   account set-up), --only I[,J] (replay single requests, printing each answer), --no-rate-limits.
import http from 'node:http';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { buildCase, describeCase } from './cases.mjs';
import { API_DIR, fixtureDataDir, isErrorLogLine, REAL_DATA_DIR, startApi, tempDir } from '../lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '8' },
    timeout: { type: 'string', default: '10000' },
    'slow-ms': { type: 'string', default: '1000' },
    'data-dir': { type: 'string' },
    fixtures: { type: 'boolean', default: false },
    sqlite: { type: 'string' },
    'database-url': { type: 'string' },
    port: { type: 'string' },
    url: { type: 'string' },
    only: { type: 'string' },
    'no-rate-limits': { type: 'boolean', default: false },
  },
  strict: true,
});

const count = Number(args.count);
const concurrency = Number(args.concurrency);
const timeoutMs = Number(args.timeout);
const slowMs = Number(args['slow-ms']);
const seed = args.seed;
for (const [name, value] of [['count', count], ['concurrency', concurrency], ['timeout', timeoutMs], ['slow-ms', slowMs]]) {
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${name} must be a whole number of 1 or more.`);
}

// --- what the API offers ---------------------------------------------------------------------------------

const require = createRequire(import.meta.url);

/** Every route the built app registers (method and URL), read with an onRoute hook on an in-memory database. */
async function registeredRoutes() {
  const { buildApp } = require(path.join(API_DIR, 'dist/app.js'));
  const { loadConfig } = require(path.join(API_DIR, 'dist/config.js'));
  const { createSqliteDb } = require(path.join(API_DIR, 'dist/db/createDb.js'));
  const db = createSqliteDb(':memory:');
  const app = buildApp({ db, config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: tempDir('api-fuzz-empty-') }) });
  const routes = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  await app.ready();
  await app.close();
  await db.destroy();
  return routes;
}

/** Parameter and body field names the API reads, found in the built code, plus the usual ones. */
function parameterNames() {
  const query = new Set(['rank', 'percentile', 'score', 'exam_type', 'year', 'round', 'quota', 'seat_type', 'gender', 'branch', 'district', 'state', 'institute', 'program', 'sort_by', 'sort_order', 'page', 'page_size', 'all', 'redirect_uri', 'login_hint']);
  const body = new Set(['email', 'password', 'password_confirm', 'first_name', 'last_name', 'username', 'city', 'state', 'phone_number', 'code', 'refresh', 'new_password', 'new_password_confirm', 'path', 'title', 'referrer', 'redirect_uri', 'iss']);
  const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.js') ? [path.join(dir, e.name)] : []));
  for (const file of walk(path.join(API_DIR, 'dist'))) {
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/\)\(query, '([a-z][a-z0-9_]*)'/g)) query.add(m[1]);
    for (const m of code.matchAll(/query\.([a-z][a-z0-9_]*)\b(?!\()/g)) if (!['where', 'order', 'limit'].includes(m[1])) query.add(m[1]);
    for (const m of code.matchAll(/(?:\.text|\.has)\('([a-z][a-z0-9_]*)'/g)) body.add(m[1]);
    for (const m of code.matchAll(/body\.([a-z][a-z0-9_]*)\b(?!\()/g)) if (!['length'].includes(m[1])) body.add(m[1]);
  }
  return { queryNames: [...query].sort(), bodyNames: [...body].sort() };
}

/** "seat-types" -> "seat_type", "branches" -> "branch", "home-universities" -> "home_university": the parameter an option list feeds. */
const paramOfList = (segment) => segment.replace(/-/g, '_').replace(/ies$/, 'y').replace(/(ch|sh|x)es$/, '$1').replace(/s$/, '');

/** Valid values of each parameter, from the option lists the API serves (the fuzz mixes them with garbage). */
async function optionPools(baseUrl, routes) {
  const pools = {};
  const add = (name, values) => (pools[name] = [...new Set([...(pools[name] ?? []), ...values])].slice(0, 300));
  const lists = routes.filter((r) => r.method === 'GET' && !r.url.includes(':') && !r.url.includes('*'));
  const needParams = [];
  for (const route of lists) {
    const res = await fetch(`${baseUrl}${route.url}`).catch(() => null);
    const body = res?.ok ? await res.json().catch(() => null) : null;
    if (Array.isArray(body?.options)) add(paramOfList(route.url.split('/').filter(Boolean).pop()), body.options.map((o) => String(o.value)));
    else if (res?.status === 400) needParams.push(route);
  }
  // Lists that need a parameter (e.g. an institute's programs): try each known value of each pool.
  for (const route of needParams) {
    for (const [name, values] of Object.entries(pools)) {
      for (const value of values.slice(0, 5)) {
        const res = await fetch(`${baseUrl}${route.url}?${new URLSearchParams({ [name]: value })}`).catch(() => null);
        const body = res?.ok ? await res.json().catch(() => null) : null;
        if (Array.isArray(body?.options)) add(paramOfList(route.url.split('/').filter(Boolean).pop()), body.options.map((o) => String(o.value)));
      }
    }
  }
  add('rank', ['1', '500', '15000', '80000', '250000']);
  add('percentile', ['99.5', '90', '75.25', '50']);
  add('score', ['250', '120', '60', '0']);
  add('exam_type', ['jee_main', 'jee_mains', 'jee_advanced']);
  add('redirect_uri', ['http://localhost:3000/oauth-bridge', 'http://127.0.0.1:3000/oauth-bridge']);
  add('email', ['fuzz@example.com', 'a@b.c', 'x@localhost']);
  add('path', ['/', '/rankings', '/college-finder/jee-main']);
  add('sort_order', ['asc', 'desc']);
  add('page', ['1', '2', '100']);
  add('page_size', ['10', '50', '100']);
  add('all', ['true', 'false']);
  return pools;
}

/** A signed-in user (register, the code from the outbox, confirm, login): real tokens for the fuzz. */
async function fuzzUser(baseUrl, outboxDir) {
  const email = `fuzz.user.${Date.now()}@example.com`;
  const password = 'Fuzz-password-1234';
  const post = (url, body) => fetch(`${baseUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const registered = await post('/api/register/', { email, password, password_confirm: password, first_name: 'Fuzz', last_name: 'User', city: 'Pune', state: 'Maharashtra' });
  if (!registered.ok) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  let code = null;
  for (let tries = 0; tries < 50 && !code; tries++) {
    for (const file of fs.readdirSync(outboxDir)) code ??= /Your code is (\d{6})/.exec(fs.readFileSync(path.join(outboxDir, file), 'utf8'))?.[1] ?? null;
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!code) throw new Error('no verification e-mail in the outbox');
  const confirmed = await post('/api/verify-email/confirm/', { email, code });
  if (!confirmed.ok) throw new Error(`verify-email/confirm answered ${confirmed.status}`);
  const login = await post('/api/login/', { email, password });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const { access, refresh } = await login.json();
  return { email, access, refresh };
}

async function csrfPair(baseUrl) {
  const res = await fetch(`${baseUrl}/api/csrf/`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('csrftoken='))?.split(';')[0];
  return cookie ? { csrfCookie: cookie, csrfToken: cookie.slice('csrftoken='.length) } : {};
}

// --- sending ---------------------------------------------------------------------------------------------

/** { status, ms, bytes, contentType, text } with status 'hang' (no answer within the timeout) or 'error:CODE'. */
function send(baseUrl, agent, test) {
  const { hostname, port } = new URL(baseUrl);
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      resolve({ ms: performance.now() - started, bytes: 0, text: '', contentType: '', ...result });
    };
    if (test.raw) {
      const socket = net.connect({ host: hostname, port: Number(port) });
      const chunks = [];
      socket.setTimeout(timeoutMs, () => {
        socket.destroy();
        done({ status: 'hang' });
      });
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', () => {});
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('latin1');
        const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
        done({ status: status ? Number(status) : 'closed', bytes: text.length, text: text.slice(0, 500) });
      });
      socket.write(test.raw.bytes, () => test.raw.halfClose && socket.end());
      return;
    }
    // Framed by Content-Length whatever the method: node's client sends a GET or HEAD body unframed otherwise.
    const headers = test.body ? { 'content-length': String(test.body.length), ...test.headers } : test.headers;
    let req;
    try {
      req = http.request({ hostname, port, method: test.method, path: test.path, headers, agent, setHost: !('host' in test.headers) });
    } catch (error) {
      done({ status: `refused-by-client:${error.code ?? error.message}` });
      return;
    }
    req.setTimeout(timeoutMs, () => {
      req.destroy();
      done({ status: 'hang' });
    });
    req.on('error', (error) => done({ status: `error:${error.code ?? error.message}` }));
    req.on('response', (res) => {
      const chunks = [];
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
        if (bytes < 4096) chunks.push(chunk);
      });
      res.on('end', () => done({ status: res.statusCode, bytes, contentType: res.headers['content-type'] ?? '', text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (error) => done({ status: `error:${error.code ?? error.message}` }));
    });
    req.end(test.body ?? undefined);
  });
}

// --- the run ---------------------------------------------------------------------------------------------

const serverErrors = [];
let api = null;
let baseUrl = args.url?.replace(/\/+$/, '');
let outboxDir = null;
const routes = await registeredRoutes();

if (!baseUrl) {
  const dataDir = args.fixtures ? fixtureDataDir() : path.resolve(args['data-dir'] ?? REAL_DATA_DIR);
  outboxDir = tempDir('api-fuzz-outbox-');
  const database = args['database-url'] ? `PostgreSQL ${args['database-url']}` : args.sqlite ? `database ${args.sqlite}` : 'temporary database';
  console.log(`Starting the API on ${args.fixtures ? 'the test fixtures' : dataDir} (${database}; an empty database imports the data first)…`);
  api = await startApi({
    port: args.port ? Number(args.port) : undefined,
    dataDir,
    sqlitePath: args.sqlite,
    env: {
      LOG_LEVEL: 'error',
      ...(args['database-url'] ? { DATABASE_URL: args['database-url'] } : {}),
      MAIL_OUTBOX_DIR: outboxDir,
      // Cheap password hashing: the fuzz is about input handling, not scrypt's cost.
      PASSWORD_SCRYPT_N: '1024',
      // Rate limits stay on (their code is fuzzed too) but with one-second windows and the client address
      // from X-Forwarded-For, which the fuzz varies: most requests reach the handlers.
      RATE_LIMITS_ENABLED: args['no-rate-limits'] ? 'false' : 'true',
      RATE_LIMIT_WINDOW_SECONDS: '1',
      TRUST_PROXY_HOPS: '1',
      // Google sign-in "configured" against an issuer that is not there: the routes run their checks, and
      // discovery fails the way an outage would (a redirect with an error, never a 5xx).
      OIDC_CLIENT_ID: 'fuzz-client',
      OIDC_CLIENT_SECRET: 'fuzz-secret',
      OIDC_ISSUER: 'http://127.0.0.1:9/',
    },
    onOutput: (line) => {
      // The failed discovery of the unreachable Google issuer is logged on purpose (see OIDC_ISSUER above).
      if (isErrorLogLine(line) && !line.includes('OpenID Connect discovery failed')) serverErrors.push(line);
    },
  });
  baseUrl = api.baseUrl;
  console.log(`API ready at ${baseUrl} (pid ${api.pid}).`);
}

const context = { routes, ...parameterNames(), pools: await optionPools(baseUrl, routes), tokens: [] };
if (outboxDir) {
  try {
    const user = await fuzzUser(baseUrl, outboxDir);
    context.tokens.push(user.access, user.refresh);
    context.pools.refresh = [user.refresh];
    context.pools.email = [user.email, ...(context.pools.email ?? [])];
  } catch (error) {
    console.log(`No signed-in user for the fuzz (${error.message}); bearer tokens will all be invalid.`);
  }
}
Object.assign(context, await csrfPair(baseUrl));
console.log(
  `${routes.length} routes (${[...new Set(routes.map((r) => r.method))].join(', ')}); ${context.queryNames.length} query and ${context.bodyNames.length} body names; ` +
    `option values for ${Object.keys(context.pools).length} parameters; seed ${seed}.`,
);

const indexes = args.only ? args.only.split(',').map(Number) : Array.from({ length: count }, (_, i) => i);
// One connection per request: a connection the server closes after a malformed request must not take the
// next request down with it, so each answer belongs to its own request (and --only replays it alike).
const agent = false;
const results = [];
let next = 0;
const startedAt = Date.now();
async function worker() {
  while (next < indexes.length) {
    const test = buildCase(seed, indexes[next++], context);
    const result = await send(baseUrl, agent, test);
    results.push({ test, ...result });
    if (args.only) console.log(`${describeCase(test)}\n  -> ${result.status} in ${result.ms.toFixed(1)} ms: ${result.text.slice(0, 500)}`);
    if (results.length % 1000 === 0) console.log(`  ${results.length}/${indexes.length} requests, ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
const elapsed = (Date.now() - startedAt) / 1000;

// Health at the end: the health check and a plain finder search still answer, and the process is alive.
const healthProblems = [];
for (const probe of ['/api/health/', '/api/rankings/?page=1', '/api/cutoffs/josaa/college-finder/?rank=15000']) {
  const res = await fetch(`${baseUrl}${probe}`, { signal: AbortSignal.timeout(timeoutMs) }).catch((error) => ({ status: error.message }));
  if (res.status !== 200) healthProblems.push(`${probe} answered ${res.status}`);
}
if (api && api.child.exitCode !== null) healthProblems.push(`the API process exited with code ${api.child.exitCode}`);

// --- report ----------------------------------------------------------------------------------------------

const routeKey = (r) => (r.test.raw ? `RAW ${r.test.route.method} ${r.test.route.url}` : `${r.test.route.method} ${r.test.route.url}`);
const byStatus = {};
const byRoute = {};
for (const r of results) {
  byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  const row = (byRoute[routeKey(r)] ??= { requests: 0, '2xx': 0, '3xx': 0, '4xx': 0, 429: 0, '5xx': 0, other: 0 });
  row.requests += 1;
  if (typeof r.status !== 'number') row.other += 1;
  else if (r.status >= 500) row['5xx'] += 1;
  else if (r.status === 429) row[429] += 1;
  else row[`${String(r.status)[0]}xx`] += 1;
}
const fiveHundreds = results.filter((r) => typeof r.status === 'number' && r.status >= 500);
const hangs = results.filter((r) => r.status === 'hang');
const slow = results.filter((r) => r.status !== 'hang' && r.ms > slowMs);
// Error answers of the API itself (JSON) should carry a message: { detail } or per-field arrays.
const silentErrors = results.filter((r) => typeof r.status === 'number' && r.status >= 400 && r.test.method !== 'HEAD' && /json/.test(r.contentType) && !/"detail"|":\["/.test(r.text));

console.log(`\n${results.length} requests in ${elapsed.toFixed(1)} s (${Math.round(results.length / elapsed)}/s, ${concurrency} at a time), seed ${seed}.`);
console.log('\nBy status:');
console.table(Object.fromEntries(Object.entries(byStatus).sort(([a], [b]) => String(a).localeCompare(String(b))).map(([status, n]) => [status, { requests: n }])));
console.log('By route:');
console.table(Object.fromEntries(Object.entries(byRoute).sort(([a], [b]) => a.localeCompare(b))));
const bySpeed = [...results].sort((a, b) => b.ms - a.ms);
console.log('Slowest requests:');
for (const r of bySpeed.slice(0, 10)) console.log(`  ${r.ms.toFixed(0).padStart(6)} ms  ${r.status}  ${describeCase(r.test).slice(0, 220)}`);
if (bySpeed.length) console.log(`Slowest request: ${bySpeed[0].ms.toFixed(0)} ms (limit ${slowMs} ms), answered ${bySpeed[0].status}: ${describeCase(bySpeed[0].test).slice(0, 160)}`);
const connectionErrors = results.filter((r) => typeof r.status === 'string' && r.status !== 'hang');
if (connectionErrors.length) {
  console.log(`\n${connectionErrors.length} request(s) ended without a status (the server closed the connection, e.g. on an oversized header), e.g.:`);
  for (const kind of [...new Set(connectionErrors.map((r) => r.status))]) {
    for (const r of connectionErrors.filter((c) => c.status === kind).slice(0, 3)) console.log(`  ${kind}  ${describeCase(r.test).slice(0, 260)}`);
  }
}
if (silentErrors.length) {
  console.log(`\n${silentErrors.length} JSON error answer(s) without a message, e.g.:`);
  for (const r of silentErrors.slice(0, 5)) console.log(`  ${r.status} ${r.text.slice(0, 120)}  <- ${describeCase(r.test).slice(0, 200)}`);
}

const failures = [];
if (fiveHundreds.length) failures.push(`${fiveHundreds.length} response(s) >= 500`);
if (hangs.length) failures.push(`${hangs.length} request(s) without an answer within ${timeoutMs} ms`);
if (slow.length) failures.push(`${slow.length} request(s) slower than ${slowMs} ms`);
if (healthProblems.length) failures.push(`unhealthy at the end: ${healthProblems.join('; ')}`);
for (const r of [...fiveHundreds, ...hangs, ...slow].slice(0, 20)) console.log(`\nFAILED ${r.status} in ${r.ms.toFixed(0)} ms: ${describeCase(r.test)}\n  answer: ${r.text.slice(0, 300)}`);
if (serverErrors.length) {
  console.log(`\nThe API logged ${serverErrors.length} error(s); the first:`);
  for (const line of serverErrors.slice(0, 5)) console.log(`  ${line.slice(0, 600)}`);
}

if (api) await api.stop();
if (failures.length) {
  console.log(`\nFUZZ FAILED: ${failures.join('; ')}. Replay a request with --seed ${seed} --only <#>.`);
  process.exit(1);
}
console.log(`\nFUZZ PASSED: ${results.length} requests, no response >= 500, no hang, none over ${slowMs} ms, the API healthy at the end.`);
