// node --test scripts/: the front-end static server behaves like the CDN it stands in for.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createStaticServer } from './serve-static.mjs';

let server;
let base;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));

before(async () => {
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'main.0123456789.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'rankings', pad: 'y'.repeat(2000) }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var a = 1;'.repeat(100));
  const env = { API_URL: 'https://api.example.test/api', REMOTE_BLOG_URL: 'https://blog.example.test/mf-manifest.json', SUPPORT_UPI_ID: 'site@upi' };
  server = createStaticServer({ dir, env });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});

after(() => server.close());

test('writes /config.json from the environment, defaults on the request host', async () => {
  const config = await (await fetch(`${base}/config.json`)).json();
  assert.equal(config.apiBaseUrl, 'https://api.example.test/api');
  assert.equal(config.remotes.blog, 'https://blog.example.test/mf-manifest.json');
  assert.equal(config.remotes.rankings, 'http://127.0.0.1:3001/mf-manifest.json');
  assert.equal(config.support.upiId, 'site@upi');
});

test('caches hashed files for a year and entry points not at all', async () => {
  assert.equal((await fetch(`${base}/main.0123456789.js`)).headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal((await fetch(`${base}/mf-manifest.json`)).headers.get('cache-control'), 'no-cache');
  assert.equal((await fetch(`${base}/remoteEntry.js`)).headers.get('cache-control'), 'no-cache');
  assert.equal((await fetch(`${base}/rankings`)).headers.get('cache-control'), 'no-cache');
});

test('compresses text with brotli or gzip as asked', async () => {
  const br = await fetch(`${base}/main.0123456789.js`, { headers: { 'accept-encoding': 'br' } });
  assert.equal(br.headers.get('content-encoding'), 'br');
  const raw = await new Promise((resolve) =>
    import('node:http').then(({ get }) =>
      get(`${base}/mf-manifest.json`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }),
    ),
  );
  assert.equal(raw.encoding, 'gzip');
  assert.equal(JSON.parse(zlib.gunzipSync(raw.body).toString()).name, 'rankings');
});

test('serves a rebuilt file fresh, never a stale compressed copy', async () => {
  const file = path.join(dir, 'remoteEntry.js');
  fs.writeFileSync(file, 'var b = 2;'.repeat(100));
  const text = await (await fetch(`${base}/remoteEntry.js`)).text();
  assert.ok(text.startsWith('var b = 2;'));
});

test('HTML carries a CSP naming exactly the remotes and the API, and frame-ancestors none', async () => {
  const response = await fetch(`${base}/college-finder/jee-main`);
  assert.equal(response.status, 200);
  const csp = response.headers.get('content-security-policy');
  assert.match(csp, /script-src 'self' [^;]*https:\/\/blog\.example\.test/);
  assert.match(csp, /connect-src [^;]*https:\/\/api\.example\.test/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
});

test('lets other origins fetch federated files', async () => {
  assert.equal((await fetch(`${base}/mf-manifest.json`)).headers.get('access-control-allow-origin'), '*');
});

test('404s a missing asset and never leaves its folder', async () => {
  assert.equal((await fetch(`${base}/missing.0123456789.js`)).status, 404);
  const escaped = await (await fetch(`${base}/..%2f..%2fetc%2fpasswd`)).text();
  assert.ok(!escaped.includes('root:'), 'never serves a file outside the folder');
  assert.equal((await fetch(`${base}/%E0%A4%A`)).status, 400);
});

test('answers only GET and HEAD', async () => {
  assert.equal((await fetch(`${base}/`, { method: 'POST' })).status, 405);
});
