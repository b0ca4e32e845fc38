// The requests of the API fuzz (bench/fuzz/fuzz.mjs): request number i of seed s is always the same request,
// built from the registered routes, the parameter names the API reads and the option values it serves.
import { hash32, Random } from '../lib/seededRandom.mjs';

// --- values ----------------------------------------------------------------------------------------------

const NUMBERS = [
  '0', '-1', '1', '2', '15000', '50', '51', '100', '101', '1000000', '2147483647', '2147483648', '-2147483649',
  '4294967296', '9007199254740991', '9007199254740993', '99999999999999999999999999', '1e3', '1e308', '1e309', '-1e309',
  '1.5', '0.0001', '-0', '+5', '05', '0x10', '0b101', '0o17', '1_000', 'NaN', 'Infinity', '-Infinity', '١٢٣', '１２３',
  ' 42 ', '42abc', '4 2', '.5', '5.', '1,000', '99.99999999999999999', '100.0000001', '-99.5', '2018', '2025', '2026', '1900', '9999',
];

const INJECTIONS = [
  "' OR '1'='1", "' OR 1=1 --", '" OR ""="', "1; DROP TABLE users; --", "'; DELETE FROM josaa_cutoffs; --",
  "1' UNION SELECT password_hash FROM users --", "admin'--", '%', '%%', '_', '\\', '\\%', "%' OR 1=1 --", '*', '[a-z]%',
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "javascript:alert('x')", '{{7*7}}', '${7*7}', '#{7*7}',
  '<!--', ']]>', '&lt;&gt;&amp;', '../../../../etc/passwd', '..\\..\\windows\\win.ini', '/etc/passwd%00.png', '....//....//',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '$where', '{"$gt": ""}', 'null', 'undefined',
  'true', 'false', '[]', '{}', 'ALL', 'all', 'All India Seats', 'AI', '\r\nSet-Cookie: x=1', 'a\nb', '\t',
];

const UNICODE = [
  'é', 'Ünïcödé', '中文字符', 'हिन्दी', 'मराठी', 'العربية', '\u202eevil\u202c', '👩‍👩‍👧‍👦', '🔥'.repeat(50), 'a\u0301\u0301\u0301',
  '\ufeffBOM', '\u200b', '\u00a0', '\uffff', '\ud800', '\udfff', 'x\ud83dy', 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗̻̳', 'ＦＵＬＬＷＩＤＴＨ', 'İstanbul', 'ß', 'ﬁ',
];

const CONTROL = ['\u0000', 'a\u0000b', '\u0000'.repeat(20), '\u0001\u0002\u0003', '\u001b[31m', '\u007f', '\b', '\r', '\n\n', '\u0085'];

/** Percent sequences sent as they are (never re-encoded): broken, overlong, double-encoded. */
const RAW_PERCENT = ['%', '%zz', '%G0', '%0', '%00', '%C0%AF', '%C0%80', '%ED%A0%80', '%FF%FE', '%E2%82', '%2525', '%252e%252e%252f', '%u0041', '%25', '%2e%2e%2f', '%%32%35', '%0d%0aX-Injected:%201', '%E0%A4%A'];

function longText(rng) {
  const unit = rng.pick(['a', '9', 'é', '中', '%', ' ', '<x>', "'", '🔥', ',']);
  return unit.repeat(rng.weighted([[4, rng.int(256, 2048)], [2, rng.int(2049, 12_000)], [1, rng.int(12_001, 70_000)]]));
}

/**
 * A comma list far longer than any form sends: one value repeated (the shape that once took the MHT-CET
 * finder seconds to minutes) or many mixed, from a few dozen items to past the URL limit.
 */
function longList(rng, pool) {
  const values = pool?.length ? pool : ['EWS', 'GOPENS', 'Pune', 'x'];
  const items = rng.weighted([[4, rng.int(60, 300)], [3, rng.int(301, 2000)], [2, rng.int(2001, 6000)]]);
  const same = rng.chance(0.6) ? rng.pick(values) : null;
  return Array.from({ length: items }, () => same ?? rng.pick(values)).join(rng.pick([',', ',', ',', ', ']));
}

/** A string value for parameter `name`; `{ raw: true }` values go into a URL without encoding. */
export function randomValue(rng, name, pools) {
  const pool = typeof name === 'string' && Object.hasOwn(pools, name) ? pools[name] : undefined;
  return rng.weighted([
    [30, () => (pool?.length ? rng.pick(pool) : rng.pick(NUMBERS))],
    [10, () => rng.pick(NUMBERS)],
    [6, () => rng.pick(['', ' ', '   ', '-', '.', ',', ',,,', 'a'.repeat(rng.int(1, 200))])],
    [12, () => rng.pick(INJECTIONS)],
    [8, () => rng.pick(UNICODE)],
    [5, () => ({ raw: rng.pick(RAW_PERCENT) })],
    [6, () => rng.pick(CONTROL)],
    [5, () => (pool?.length ? Array.from({ length: rng.int(2, 6) }, () => rng.pick(pool)).join(rng.pick([',', ', ', ';', '|'])) : rng.pick(INJECTIONS))],
    [4, () => (pool?.length ? `${rng.pick(pool)}${rng.pick(INJECTIONS)}` : rng.pick(UNICODE))],
    [3, () => longText(rng)],
    [4, () => longList(rng, pool)],
    [3, () => String(rng.pick(pool?.length ? pool : NUMBERS)).toUpperCase()],
  ])();
}

/** A JSON value of any type, for bodies. */
function randomJson(rng, name, pools, depth = 0) {
  return rng.weighted([
    [30, () => {
      const value = randomValue(rng, name, pools);
      return typeof value === 'string' ? value : value.raw;
    }],
    [8, () => rng.pick([0, -1, 1, 1.5, 1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 123456])],
    [5, () => rng.pick([true, false, null])],
    [depth < 3 ? 5 : 0, () => Array.from({ length: rng.int(0, 4) }, () => randomJson(rng, name, pools, depth + 1))],
    [depth < 3 ? 4 : 0, () => ({ [rng.pick(['a', name, '__proto__', 'constructor', ''])]: randomJson(rng, name, pools, depth + 1) })],
  ])();
}

// --- URLs ------------------------------------------------------------------------------------------------

/** Percent-encodes what node's http client refuses in a path (controls, spaces, non-Latin-1). */
function pathSafe(text) {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0);
    if (code > 0x20 && code <= 0xff && code !== 0x7f) out += char;
    else out += Buffer.from(char, 'utf8').reduce((s, b) => `${s}%${b.toString(16).toUpperCase().padStart(2, '0')}`, '');
  }
  return out;
}

/** encodeURIComponent, except that a lone surrogate is sent as its (invalid) UTF-8 bytes instead of throwing. */
function encode(value) {
  try {
    return encodeURIComponent(value);
  } catch {
    return pathSafe(value);
  }
}

function encodeValue(rng, value) {
  if (typeof value === 'object') return value.raw;
  return rng.weighted([
    [80, () => encode(value)],
    [10, () => pathSafe(value)], // '&', '=', '+', '%' and '#' left as they are
    [5, () => encode(value).replace(/%20/g, '+')],
    [5, () => encodeURIComponent(encode(value))],
  ])();
}

const ID_VALUES = ['1', '0', '-1', '999999999999999999999', 'abc', '..', '%2e%2e', '%00', 'null', '00000000-0000-0000-0000-000000000000', "1'", '1;', 'a'.repeat(300)];

/** The route's URL with its :params and wildcard filled in, and sometimes bent (case, slashes, dots). */
function fuzzPath(rng, url) {
  let path = url
    .replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, () => encodeValue(rng, rng.pick(ID_VALUES)))
    .replace(/\*/g, () => rng.pick(['api/health/', 'api/rankings/', 'api/nope/', 'x/y/z', '', 'api/%2e%2e/%2e%2e/etc/passwd']));
  path = rng.weighted([
    [70, () => path],
    [5, () => path.replace(/\/$/, '')],
    [4, () => path.replace('/api/', '/api//')],
    [3, () => path.toUpperCase()],
    [3, () => `${path}${rng.pick(['..', '../', '%2e%2e/', 'index.html', '.json', ';jsessionid=1', '%00', '~', '.bak'])}`],
    [3, () => path.replace('/api/', rng.pick(['/api/./', '/api/x/../', '/%61pi/', '/api%2f', '/API/']))],
    [2, () => `/${rng.pick(['', 'api', 'api/v2', 'static'])}/${encodeValue(rng, randomValue(rng, 'path', {}))}`],
  ])();
  return path.startsWith('/') ? path : `/${path}`;
}

function queryString(rng, names, pools) {
  const count = rng.weighted([[10, 0], [25, rng.int(1, 3)], [45, rng.int(3, 8)], [10, rng.int(9, 20)], [1, rng.int(60, 200)]]);
  const parts = [];
  for (let i = 0; i < count; i++) {
    const name = rng.weighted([
      [85, () => rng.pick(names)],
      [5, () => rng.pick(['', '=', '&', '__proto__', 'constructor[prototype][x]', 'a[]', 'a[b][c]', 'page[]', 'rank[]', 'x'.repeat(300)])],
      [5, () => randomValue(rng, '', {})],
      [5, () => `${rng.pick(names)}[]`],
    ])();
    const key = typeof name === 'object' ? name.raw : encodeValue(rng, name);
    const value = encodeValue(rng, randomValue(rng, name, pools));
    parts.push(rng.weighted([[90, `${key}=${value}`], [5, key], [3, `${key}=`], [2, `=${value}`]]));
    // The same parameter twice: an array where a scalar is expected.
    if (rng.chance(0.05)) parts.push(`${key}=${encodeValue(rng, randomValue(rng, name, pools))}`);
  }
  if (parts.length === 0) return rng.weighted([[90, ''], [5, '?'], [5, '?&&=&']]);
  return `?${parts.join(rng.weighted([[95, '&'], [3, '&&'], [2, ';']]))}${rng.weighted([[97, ''], [2, '#frag'], [1, '&']])}`;
}

/** A request a real page would send: known names with values from the option lists. */
function plausibleQuery(rng, names, pools) {
  const parts = [];
  for (const name of names) {
    if (!rng.chance(0.45)) continue;
    const pool = pools[name];
    const value = pool?.length ? rng.pick(pool) : String(rng.pick([1, 2, 50, 500, 15000, 80000, 99.5, 2024, 2025]));
    parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

// --- bodies and headers ------------------------------------------------------------------------------------

const CONTENT_TYPES = [
  'application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json; charset=utf-16', 'application/json;;',
  'application/vnd.api+json', 'text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz',
  'multipart/form-data', 'application/xml', 'text/html', 'application/octet-stream', 'json', '*/*', '', 'application/json, text/plain', ';', 'a'.repeat(300),
];

function jsonObject(rng, bodyNames, pools) {
  const body = {};
  for (const name of bodyNames) if (rng.chance(0.5)) body[name] = randomJson(rng, name, pools);
  if (rng.chance(0.1)) body[randomValue(rng, '', {}).toString()] = randomJson(rng, 'x', pools);
  return body;
}

function deepJson(depth) {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** { contentType, body (Buffer) } or null for no body. */
function randomBody(rng, method, bodyNames, pools) {
  const wantsBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  if (!wantsBody && rng.chance(0.85)) return null;
  const json = (value) => Buffer.from(JSON.stringify(value));
  return rng.weighted([
    [6, () => null],
    [40, () => ({ contentType: 'application/json', body: json(jsonObject(rng, bodyNames, pools)) })],
    [6, () => ({ contentType: rng.pick(CONTENT_TYPES), body: json(jsonObject(rng, bodyNames, pools)) })],
    [6, () => ({ contentType: 'application/json', body: json(randomJson(rng, rng.pick(bodyNames), pools)) })],
    [4, () => ({ contentType: 'application/json', body: Buffer.from(rng.pick(['', ' ', '{', '{"a":', '{"email":"x@y.z",}', "{'a':1}", 'NaN', '{"a":1}{"b":2}', 'nul', '\u0000', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '"\\ud800"', '{"a":"\\u0000"}'])) })],
    [2, () => ({ contentType: 'application/json', body: Buffer.from(deepJson(rng.pick([100, 2000, 20_000]))) })],
    [3, () => ({ contentType: 'application/json', body: Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xed, 0xa0, 0x80]), Buffer.from('"}')]) })],
    [2, () => ({ contentType: 'application/json; charset=utf-16', body: Buffer.from(JSON.stringify(jsonObject(rng, bodyNames, pools)), 'utf16le') })],
    [2, () => ({ contentType: 'application/json', body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), json(jsonObject(rng, bodyNames, pools))]) })],
    [5, () => ({ contentType: 'application/x-www-form-urlencoded', body: Buffer.from(queryString(rng, bodyNames, pools).slice(1)) })],
    [5, () => ({ contentType: rng.pick(['text/plain', 'text/plain;charset=UTF-8']), body: rng.chance(0.5) ? json(jsonObject(rng, bodyNames, pools)) : Buffer.from(String(randomJson(rng, 'x', pools))) })],
    [3, () => ({ contentType: 'multipart/form-data; boundary=xyz', body: Buffer.from('--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--xyz--\r\n') })],
    [3, () => ({ contentType: rng.pick([undefined, 'application/octet-stream', 'application/xml']), body: Buffer.from(rng.pick(['<a>1</a>', '\u0000\u0001', 'x'.repeat(1000), '{"a":1}'])) })],
    [2, () => ({ contentType: 'application/json', body: json({ email: 'a@b.c', pad: 'x'.repeat(rng.int(60_000, 200_000)) }) })],
    [2, () => ({ contentType: 'application/json', body: json(Object.fromEntries(Array.from({ length: rng.int(500, 3000) }, (_, i) => [`k${i}`, i]))) })],
  ])();
}

function randomHeaderValue(rng) {
  return rng.pick(['', ' ', 'null', 'undefined', '1', '-1', 'a'.repeat(rng.int(1, 5000)), "' OR 1=1 --", '<script>', 'é中', '\u00ff\u00fe', '%00', '../..']);
}

function authorization(rng, tokens) {
  return rng.weighted([
    [20, () => (tokens.length ? `Bearer ${rng.pick(tokens)}` : 'Bearer x')],
    [8, () => `Bearer ${randomHeaderValue(rng)}`],
    [4, () => 'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwidHlwZSI6ImFjY2VzcyIsImV4cCI6OTk5OTk5OTk5OX0.'],
    [4, () => `Bearer ${tokens.length ? rng.pick(tokens).slice(0, -3) : 'a.b'}abc`],
    [3, () => `Bearer a.b.c.d`],
    [3, () => 'Bearer ' + Buffer.from('{"alg":"HS256"}').toString('base64url') + '.' + Buffer.from('{"sub":"1\'","type":"access","exp":99999999999}').toString('base64url') + '.sig'],
    [3, () => `Basic ${Buffer.from('admin:admin').toString('base64')}`],
    [3, () => rng.pick(['Bearer', 'Bearer ', 'bearer  x  y', 'Token abc', 'JWT x', ' '])],
  ])();
}

/** Header values node's http client accepts (no controls but tab; Latin-1 at most). */
function headerSafe(text) {
  return String(text).replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
}

function randomHeaders(rng, context) {
  const headers = {};
  if (rng.chance(0.35)) headers.authorization = authorization(rng, context.tokens);
  if (rng.chance(0.2)) headers.cookie = rng.pick([context.csrfCookie ?? 'csrftoken=x', `csrftoken=${randomHeaderValue(rng)}`, 'a=b; c', '=', `oidc_state=${randomHeaderValue(rng)}`, ';;;', 'csrftoken=a; csrftoken=b']);
  if (rng.chance(0.15)) headers['x-csrftoken'] = rng.pick([context.csrfToken ?? 'x', randomHeaderValue(rng)]);
  if (rng.chance(0.2)) headers.origin = rng.pick(['http://localhost:3000', 'http://127.0.0.1:3001', 'null', 'https://evil.example', randomHeaderValue(rng)]);
  if (rng.chance(0.5)) headers['x-forwarded-for'] = rng.pick([`10.0.${rng.int(0, 255)}.${rng.int(0, 255)}`, `${rng.int(1, 9)}.${rng.int(1, 9)}.${rng.int(1, 9)}.${rng.int(1, 9)}, 10.0.0.1`, randomHeaderValue(rng), '::1', ', ,']);
  if (rng.chance(0.2)) headers['accept-encoding'] = rng.pick(['gzip', 'br', 'deflate', 'gzip, br', 'br;q=0, gzip;q=0', 'identity;q=0', '*', 'zstd', 'garbage;q=x', '']);
  if (rng.chance(0.15)) headers.accept = rng.pick(['application/json', 'text/html', '*/*', 'text/csv', 'application/xml;q=0.9', randomHeaderValue(rng)]);
  if (rng.chance(0.1)) headers['user-agent'] = randomHeaderValue(rng);
  if (rng.chance(0.05)) headers.referer = randomHeaderValue(rng);
  if (rng.chance(0.05)) headers['if-none-match'] = rng.pick(['*', '"abc"', 'W/"x"', randomHeaderValue(rng)]);
  if (rng.chance(0.05)) headers.range = rng.pick(['bytes=0-10', 'bytes=-1', 'bytes=99999999999-', 'x']);
  if (rng.chance(0.03)) headers.host = rng.pick(['evil.example', '', 'a'.repeat(300), '127.0.0.1:1']);
  if (rng.chance(0.03)) headers['x-http-method-override'] = rng.pick(['DELETE', 'PUT', 'GARBAGE']);
  if (rng.chance(0.02)) headers['x-'.concat('a'.repeat(rng.int(1, 50)))] = 'x'.repeat(rng.int(1, 20_000));
  for (const key of Object.keys(headers)) headers[key] = headerSafe(headers[key]);
  return headers;
}

// --- raw HTTP (for what a well-behaved client cannot send) -------------------------------------------------

function rawRequest(rng, route, pools, names) {
  const target = fuzzPath(rng, route.url) + queryString(rng, names, pools);
  const body = Buffer.from(JSON.stringify({ email: 'a@b.c', password: 'x' }));
  const kind = rng.pick(['badLine', 'controls', 'cl-mismatch', 'dup-cl', 'chunked', 'bad-chunked', 'obs-fold', 'nul-header', 'http10', 'bad-method', 'latin1-path', 'huge-header']);
  const head = (line, headers) => Buffer.from(`${line}\r\n${headers.join('\r\n')}${headers.length ? '\r\n' : ''}\r\n`, 'latin1');
  const base = ['Host: 127.0.0.1', 'Connection: close'];
  switch (kind) {
    case 'badLine':
      return { kind, bytes: head(rng.pick([`GET ${target}`, `GET ${target} HTTP/9.9`, `GET  ${target}  HTTP/1.1`, `${target} HTTP/1.1`, 'GET', '', `GET ${target} HTTP/1.1 extra`]), base) };
    case 'controls':
      return { kind, bytes: head(`GET ${route.url}?rank=1\u0000\u0001 2 HTTP/1.1`, base) };
    case 'cl-mismatch':
      // Fewer bytes than announced; the client then half-closes, so the server sees the end of the stream.
      return { kind, bytes: Buffer.concat([head(`POST ${route.url} HTTP/1.1`, [...base, 'Content-Type: application/json', `Content-Length: ${body.length + rng.int(1, 50)}`]), body]), halfClose: true };
    case 'dup-cl':
      return { kind, bytes: Buffer.concat([head(`POST ${route.url} HTTP/1.1`, [...base, 'Content-Type: application/json', `Content-Length: ${body.length}`, `Content-Length: ${body.length + 1}`]), body]) };
    case 'chunked': {
      const chunk = `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;
      return { kind, bytes: Buffer.concat([head(`POST ${route.url} HTTP/1.1`, [...base, 'Content-Type: application/json', 'Transfer-Encoding: chunked']), Buffer.from(chunk)]) };
    }
    case 'bad-chunked':
      return { kind, bytes: Buffer.concat([head(`POST ${route.url} HTTP/1.1`, [...base, 'Content-Type: application/json', 'Transfer-Encoding: chunked', `Content-Length: ${body.length}`]), Buffer.from(`zz\r\n${body}\r\n0\r\n\r\n`)]) };
    case 'obs-fold':
      return { kind, bytes: head(`GET ${target} HTTP/1.1`, [...base, 'Authorization: Bearer', ' folded.value']) };
    case 'nul-header':
      return { kind, bytes: head(`GET ${target} HTTP/1.1`, [...base, 'Authorization: Bearer a\u0000b', 'X-Test: \u0000']) };
    case 'http10':
      return { kind, bytes: head(`GET ${target} HTTP/1.0`, ['Connection: close']) };
    case 'bad-method':
      return { kind, bytes: head(`${rng.pick(['GETT', 'get', 'PROPFIND', 'TRACE', 'CONNECT', 'M-SEARCH', 'BREW'])} ${target} HTTP/1.1`, base) };
    case 'latin1-path':
      return { kind, bytes: head(`GET ${route.url}?state=\u00e9\u00ff&rank=\u00a0 HTTP/1.1`, base) };
    default:
      return { kind, bytes: head(`GET ${target} HTTP/1.1`, [...base, `X-Big: ${'a'.repeat(rng.int(10_000, 80_000))}`]) };
  }
}

// --- seeds: one valid request per known route, mutated one parameter at a time -------------------------------

const mhQuotas = ['State Level', 'Home University Seats Allotted to Home University Candidates'];
/** Valid requests (as a page sends them), so mutations reach the code behind the validation. */
const SEEDS = {
  'GET /api/cutoffs/josaa/college-finder/': [
    (r, p) => ({ query: { rank: r.pick(['15000', '2500', '60000', '1']), exam_type: r.pick(['jee_main', 'jee_advanced', 'ALL']), year: r.pick(p.year ?? ['2025']), round: r.pick(['ALL', '1', '5', '6']), quota: r.pick(['ALL', 'AI', 'OS', 'HS']), seat_type: r.pick(['OPEN', 'OBC-NCL', 'SC', 'ALL']), gender: r.pick(p.gender ?? ['Gender-Neutral']), sort_by: r.pick(['nirf_rank', 'closing_rank', 'opening_rank', 'institute']), sort_order: r.pick(['asc', 'desc']), page: r.pick(['1', '2', '40']), page_size: '50' } }),
    (r) => ({ auth: true, query: { rank: '15000', exam_type: 'jee_main', branch: r.pick(['Computer', 'Mechanical', 'e', '%']), all: r.pick(['true', 'false']), page_size: r.pick(['50', '100', '500']) } }),
  ],
  'GET /api/cutoffs/mhtcet/college-finder/': [
    (r, p) => ({ query: { year: r.pick(['2025', '2024', '2023']), [r.pick(['rank', 'percentile'])]: r.pick(['20000', '92.5', '1', '99.99']), seat_type: r.pick(p.seat_type ?? ['GOPENS']), quota: r.pick(mhQuotas), district: r.pick(p.district ?? ['Pune']), round: r.pick(['', 'I', '1', '2']), sort_by: r.pick(['closing_rank', 'closing_percentile']), page: '1', page_size: '50' } }),
    (r) => ({ query: { year: '2025', rank: r.pick(['60000', '5000']), quota: 'All India Seats', seat_type: 'AI', page: '1', page_size: '50' } }),
    (r, p) => ({ auth: true, query: { year: '2025', rank: '20000', branch: r.pick(p.branch ?? ['Computer Engineering']), all: 'true' } }),
  ],
  'GET /api/cutoffs/josaa/seats/': [(r, p) => ({ query: { institute: r.pick(p.institute ?? ['x']), year: r.pick(['2025', '2024']), round: r.pick(['1', '5']), program: r.chance(0.3) ? r.pick(p.program ?? ['x']) : '' } })],
  'GET /api/cutoffs/josaa/history/': [(r, p) => ({ query: { institute: r.pick(p.institute ?? ['x']), program: r.pick(p.program ?? ['x']), quota: r.pick(['AI', 'OS', 'HS']), seat_type: 'OPEN', gender: r.pick(p.gender ?? ['Gender-Neutral']) } })],
  'GET /api/cutoffs/josaa/programs/': [(r, p) => ({ query: { institute: r.pick(p.institute ?? ['x']) } })],
  'GET /api/rankings/': [(r, p) => ({ query: { year: r.pick(p.year ?? ['2025']), state: r.chance(0.5) ? r.pick(p.state ?? ['all']) : 'all', sort_by: r.pick(['rank', 'name', 'city', 'rank_min']), sort_order: r.pick(['asc', 'desc']), page: r.pick(['1', '3']), page_size: r.pick(['50', '25']) } }), () => ({ auth: true, query: { year: '2025', all: 'true' } })],
  'GET /api/rankings/options/states/': [(r, p) => ({ query: { year: r.pick(p.year ?? ['2025']) } })],
  'GET /api/jee-predictor/': [(r) => ({ query: r.pick([{ exam_type: 'jee_mains', score: r.pick(['250', '180', '-10', '300']) }, { exam_type: 'jee_mains', percentile: r.pick(['99.5', '80', '100', '0']) }, { exam_type: 'jee_advanced', score: r.pick(['200', '90', '360']) }]) })],
  'GET /api/mhtcet-predictor/': [(r) => ({ query: r.pick([{ percentile: r.pick(['95', '99.99', '0', '100']) }, { score: r.pick(['150', '200', '0']) }]) })],
  'GET /api/auth/google/': [(r) => ({ query: { redirect_uri: r.pick(['http://localhost:3000/oauth-bridge', 'http://127.0.0.1:3004/oauth-bridge']), login_hint: 'fuzz@example.com' } })],
  'GET /api/profile/': [() => ({ auth: true, query: {} })],
  'PUT /api/profile/': [(r) => ({ auth: true, body: { first_name: 'Fuzz', last_name: 'User', username: r.pick(['', 'fuzzer']), city: 'Pune', state: 'Maharashtra', phone_number: r.pick(['', '+91 98765 43210', '9876543210']) } })],
  'PATCH /api/profile/': [(r) => ({ auth: true, body: r.pick([{ city: 'Mumbai' }, { first_name: 'Fuzz' }, { phone_number: '9876543210' }, { state: 'Kerala' }]) })],
  'POST /api/register/': [(r) => ({ body: { email: `fuzz.${r.int(1, 1e9)}@example.com`, password: 'Long-enough-pass-123', password_confirm: 'Long-enough-pass-123', first_name: 'Fuzz', last_name: 'User', city: 'Pune', state: 'Maharashtra', phone_number: '' } })],
  'POST /api/login/': [(r, p) => ({ body: { email: r.pick(p.email ?? ['a@b.c']), password: r.pick(['Fuzz-password-1234', 'wrong-password']) } })],
  'POST /api/verify-email/': [(r, p) => ({ body: { email: r.pick(p.email ?? ['a@b.c']) } })],
  'POST /api/verify-email/confirm/': [(r, p) => ({ body: { email: r.pick(p.email ?? ['a@b.c']), code: String(r.int(0, 999999)).padStart(6, '0') } })],
  'POST /api/token/refresh/': [(r, p) => ({ body: { refresh: r.pick(p.refresh ?? ['x']) } })],
  'POST /api/logout/': [(r, p) => ({ body: { refresh: r.pick(p.refresh ?? ['x']) } })],
  'POST /api/password-reset/': [(r, p) => ({ csrf: true, body: { email: r.pick(p.email ?? ['a@b.c']) } })],
  'POST /api/password-reset/confirm/': [(r, p) => ({ csrf: true, body: { email: r.pick(p.email ?? ['a@b.c']), code: String(r.int(0, 999999)).padStart(6, '0'), new_password: 'Another-pass-4567', new_password_confirm: 'Another-pass-4567' } })],
  'POST /api/analytics/page-views/': [(r) => ({ body: { path: r.pick(['/', '/rankings', '/college-finder/jee-main?x=1']), title: 'Page', referrer: r.pick(['', 'https://www.google.com/']) } })],
  'POST /api/auth/google/exchange-code/': [(r) => ({ body: { code: 'abc', redirect_uri: 'http://localhost:3000/oauth-bridge', state: r.pick(['x', 'a'.repeat(40)]) } })],
};

/** A query string as the pages' client writes it: values encoded, but the commas of a list left as they are. */
const pageQuery = (query) => Object.entries(query).map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/g, ',')}`).join('&');

/**
 * Valid requests but for one far too long comma list, sent without mutation so the list reaches the list
 * parsers (a few KB of one repeated seat type used to block the MHT-CET finder for seconds).
 */
const LONG_LIST_SEEDS = {
  'GET /api/cutoffs/mhtcet/college-finder/': (r, p) => {
    const query = { year: '2025', rank: '20000', seat_type: r.pick(p.seat_type ?? ['GOPENS']), quota: r.pick(mhQuotas), district: r.pick(p.district ?? ['Pune']) };
    const name = r.pick(['seat_type', 'seat_type', 'quota', 'district', 'branch']);
    return { auth: name === 'branch', query: { ...query, [name]: longList(r, name === 'quota' ? mhQuotas : p[name]) } };
  },
  'GET /api/cutoffs/josaa/college-finder/': (r, p) => {
    const name = r.pick(['quota', 'seat_type', 'gender', 'round', 'branch']);
    return { auth: name === 'branch', query: { rank: '15000', exam_type: 'jee_main', [name]: longList(r, p[name]) } };
  },
};

/** The seed's parameters with one of: a value swapped for garbage, one left out, one added, one repeated. */
function mutate(rng, params, names, pools) {
  const out = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, [v]]));
  const keys = Object.keys(out);
  const mutations = rng.weighted([[60, 1], [25, 2], [10, 0], [5, 3]]);
  for (let i = 0; i < mutations; i++) {
    const key = keys.length && rng.chance(0.8) ? rng.pick(keys) : rng.pick(names);
    rng.weighted([
      [60, () => (out[key] = [randomValue(rng, key, pools)])],
      [12, () => delete out[key]],
      [10, () => (out[key] = [...(out[key] ?? []), randomValue(rng, key, pools)])],
      [10, () => (out[rng.pick(names)] = [randomValue(rng, key, pools)])],
      [8, () => (out[key] = [(pools[key]?.length ? rng.pick(pools[key]) : randomValue(rng, key, pools))])],
    ])();
  }
  return out;
}

function seededQuery(rng, params, names, pools) {
  const parts = [];
  for (const [key, values] of Object.entries(mutate(rng, params, names, pools))) {
    for (const value of values) parts.push(`${encode(key)}=${encodeValue(rng, value)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

function seededBody(rng, body, names, pools) {
  const out = {};
  for (const [key, values] of Object.entries(mutate(rng, body, names, pools))) {
    const [first] = values;
    const value = typeof first === 'object' && first !== null && 'raw' in first ? first.raw : first;
    // Mostly the value as a string; sometimes another JSON type where a string is expected.
    out[key] = values.length > 1 ? values.map((v) => (typeof v === 'object' ? v.raw : v)) : rng.weighted([[85, value], [5, Number(value)], [4, [value]], [3, { value }], [3, null]]);
  }
  return Buffer.from(JSON.stringify(out));
}

// --- the case ---------------------------------------------------------------------------------------------

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/**
 * Request number `index` of the run: { index, route, method, path, headers, body } for node's http client,
 * or { index, route, raw: { kind, bytes, halfClose } } for a raw socket.
 * context: { routes, queryNames, bodyNames, pools, tokens, csrfCookie, csrfToken }.
 */
export function buildCase(seed, index, context) {
  const rng = new Random(hash32(`${seed}:${index}`));
  // HEAD is GET without the body: a quarter of its share is plenty.
  let route = rng.pick(context.routes);
  if (route.method === 'HEAD' && rng.chance(0.75)) route = rng.pick(context.routes);
  const { queryNames, bodyNames, pools } = context;
  if (rng.chance(0.03)) return { index, route, raw: rawRequest(rng, route, pools, queryNames) };

  const longListSeed = LONG_LIST_SEEDS[`${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`];
  if (longListSeed && rng.chance(0.4)) {
    const { auth, query } = longListSeed(rng, pools);
    const headers = auth && context.tokens.length ? { authorization: `Bearer ${context.tokens[0]}` } : {};
    return { index, route, method: route.method, path: `${route.url}?${pageQuery(query)}`, headers, body: null };
  }

  const seedsOfRoute = SEEDS[`${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`];
  if (seedsOfRoute && rng.chance(0.45)) {
    const seed = rng.pick(seedsOfRoute)(rng, pools);
    const headers = randomHeaders(rng, context);
    if (seed.auth && context.tokens.length && rng.chance(0.9)) headers.authorization = `Bearer ${context.tokens[0]}`;
    if (seed.csrf && context.csrfToken && rng.chance(0.9)) Object.assign(headers, { cookie: context.csrfCookie, 'x-csrftoken': context.csrfToken });
    const path = route.url + (seed.query ? seededQuery(rng, seed.query, queryNames, pools) : '');
    if (!seed.body) return { index, route, method: route.method, path, headers, body: null };
    headers['content-type'] = rng.chance(0.95) ? 'application/json' : headerSafe(rng.pick(CONTENT_TYPES));
    return { index, route, method: route.method, path, headers, body: seededBody(rng, seed.body, bodyNames, pools) };
  }

  const plausible = rng.chance(0.15);
  const method = rng.chance(0.04) ? rng.pick(OTHER_METHODS) : route.method;
  const path = plausible ? route.url.replace(/\*/, 'api/health/') + plausibleQuery(rng, queryNames, pools) : fuzzPath(rng, route.url) + queryString(rng, queryNames, pools);
  const headers = randomHeaders(rng, context);
  if (method === 'OPTIONS' || rng.chance(0.05)) {
    headers.origin ??= rng.pick(['http://localhost:3000', 'https://evil.example']);
    headers['access-control-request-method'] = rng.pick(['GET', 'POST', 'DELETE', 'X', '']);
    if (rng.chance(0.5)) headers['access-control-request-headers'] = rng.pick(['authorization, content-type', 'x-evil', '*', '']);
  }
  const payload = randomBody(rng, method, bodyNames, pools);
  if (payload) {
    if (payload.contentType !== undefined) headers['content-type'] = headerSafe(payload.contentType);
  }
  return { index, route, method, path, headers, body: payload?.body ?? null };
}

/** A one-line description of a case, to report and to replay (--only). */
export function describeCase(test) {
  if (test.raw) return `#${test.index} raw ${test.raw.kind}: ${JSON.stringify(test.raw.bytes.toString('latin1').slice(0, 300))}`;
  const body = test.body ? ` body(${test.body.length} B, ${test.headers['content-type'] ?? 'no content-type'}): ${JSON.stringify(test.body.toString('utf8').slice(0, 300))}` : '';
  const headers = Object.entries(test.headers).map(([k, v]) => `${k}: ${String(v).slice(0, 80)}`).join(' | ');
  return `#${test.index} ${test.method} ${test.path.slice(0, 400)}${test.path.length > 400 ? `… (${test.path.length} chars)` : ''}${headers ? ` [${headers}]` : ''}${body}`;
}
