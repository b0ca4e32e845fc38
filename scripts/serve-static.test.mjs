// node --test scripts/: the front-end static server behaves like the CDN it stands in for.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
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

test('lets only the site and the remotes read federated files cross-origin', async () => {
  const from = async (origin) => (await fetch(`${base}/mf-manifest.json`, { headers: { origin } })).headers;
  assert.equal((await from('http://127.0.0.1:3000')).get('access-control-allow-origin'), 'http://127.0.0.1:3000');
  assert.equal((await from('https://blog.example.test')).get('access-control-allow-origin'), 'https://blog.example.test');
  for (const origin of ['https://evil.example', 'http://127.0.0.1:3000.evil.example', 'null']) {
    assert.equal((await from(origin)).get('access-control-allow-origin'), null, origin);
  }
  assert.match((await from('https://evil.example')).get('vary'), /Origin/);
});

test('CORS_ORIGINS adds origins (e.g. a preview host) and must hold origins', async () => {
  const preview = createStaticServer({ dir, env: { CORS_ORIGINS: 'https://preview.example.test/, http://127.0.0.1:4000' } });
  await new Promise((resolve) => preview.listen(0, '127.0.0.1', resolve));
  try {
    const from = async (origin) =>
      (await fetch(`http://127.0.0.1:${preview.address().port}/mf-manifest.json`, { headers: { origin } })).headers.get('access-control-allow-origin');
    assert.equal(await from('https://preview.example.test'), 'https://preview.example.test');
    assert.equal(await from('http://127.0.0.1:4000'), 'http://127.0.0.1:4000');
    assert.equal(await from('https://evil.example'), null);
  } finally {
    preview.close();
  }
  assert.throws(() => createStaticServer({ dir, env: { CORS_ORIGINS: 'preview.example.test' } }), /CORS_ORIGINS must be a comma list of origins/);
});

test('HTML gets the full page policy; other files only the basic headers', async () => {
  const page = (await fetch(`${base}/`)).headers;
  const csp = Object.fromEntries(page.get('content-security-policy').split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
  const remotes = 'http://127.0.0.1:3001 http://127.0.0.1:3002 http://127.0.0.1:3003 http://127.0.0.1:3004 https://blog.example.test';
  assert.equal(csp['script-src'], `'self' ${remotes}`);
  assert.equal(csp['connect-src'], `'self' ${remotes} https://api.example.test`);
  assert.equal(csp['img-src'], `'self' data: ${remotes}`);
  assert.equal(csp['style-src'], "'self' 'unsafe-inline'");
  assert.equal(csp['object-src'], "'none'");
  assert.equal(csp['base-uri'], "'self'");
  assert.equal(csp['form-action'], "'self'");
  assert.equal(csp['frame-ancestors'], "'none'");
  assert.ok(!/unsafe-eval/.test(page.get('content-security-policy')));
  assert.equal(page.get('cross-origin-opener-policy'), 'same-origin');
  assert.match(page.get('permissions-policy'), /camera=\(\)/);
  assert.equal(page.get('x-frame-options'), 'DENY');
  assert.equal(page.get('referrer-policy'), 'strict-origin-when-cross-origin');
  const script = (await fetch(`${base}/main.0123456789.js`)).headers;
  assert.equal(script.get('x-content-type-options'), 'nosniff');
  assert.equal(script.get('content-security-policy'), null);
});

test('sends HSTS only when a trusted proxy says the client used https', async () => {
  const hsts = async (headers) => (await fetch(`${base}/`, { headers })).headers.get('strict-transport-security');
  assert.equal(await hsts({ 'x-forwarded-proto': 'https' }), null, 'no proxy is trusted by default');
  const trusted = createStaticServer({ dir, env: { TRUST_PROXY_HOPS: '1' } });
  await new Promise((resolve) => trusted.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${trusted.address().port}/`;
    const get = async (proto) => (await fetch(url, { headers: proto ? { 'x-forwarded-proto': proto } : {} })).headers.get('strict-transport-security');
    assert.equal(await get('https'), 'max-age=31536000; includeSubDomains');
    assert.equal(await get('https, http'), null, 'the client wrote https, the trusted proxy saw http');
    assert.equal(await get(null), null);
  } finally {
    trusted.close();
  }
  assert.throws(() => createStaticServer({ dir, env: { TRUST_PROXY_HOPS: 'yes' } }), /TRUST_PROXY_HOPS must be a whole number/);
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

// Prerendered pages (scripts/prerender.mjs): served for their paths, with the run-time addresses filled in.
test('serves prerendered pages, sitemap.xml and robots.txt with SITE_URL and the blog address filled in', async () => {
  const { SITE_URL_MARKER: site, BLOG_URL_MARKER: blog } = (await import('./lib/prerender-markers.cjs')).default;
  const built = fs.mkdtempSync(path.join(os.tmpdir(), 'static-prerendered-'));
  fs.writeFileSync(path.join(built, 'shell.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(built, 'index.html'), `<link rel="canonical" href="${site}/"/><div id="root"></div>`);
  fs.mkdirSync(path.join(built, 'blogs', 'a-guide'), { recursive: true });
  const article = `<link rel="canonical" href="${site}/blogs/a-guide"/><img src="${blog}x.0123456789.svg"/><a href="https://share.example/?u=${encodeURIComponent(`${site}/blogs/a-guide`)}">Share</a><p>${'text '.repeat(300)}</p>`;
  fs.writeFileSync(path.join(built, 'blogs', 'a-guide', 'index.html'), article);
  fs.writeFileSync(path.join(built, 'sitemap.xml'), `<urlset><url><loc>${site}/blogs/a-guide</loc></url></urlset>`);
  fs.writeFileSync(path.join(built, 'robots.txt'), `Disallow: /auth\nSitemap: ${site}/sitemap.xml\n`);
  const listen = async (env) => {
    const s = createStaticServer({ dir: built, env });
    await new Promise((resolve) => s.listen(0, '127.0.0.1', resolve));
    return { s, url: `http://127.0.0.1:${s.address().port}` };
  };
  const { s: configured, url } = await listen({ SITE_URL: 'https://guide.example/', REMOTE_BLOG_URL: 'https://cdn.example/blog/mf-manifest.json' });
  const { s: unset, url: local } = await listen({});
  try {
    const page = await fetch(`${url}/blogs/a-guide`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(page.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(page.headers.get('content-encoding'), 'br');
    const html = await page.text();
    assert.ok(html.includes('href="https://guide.example/blogs/a-guide"') && html.includes('src="https://cdn.example/blog/x.0123456789.svg"'));
    assert.ok(html.includes(`u=${encodeURIComponent('https://guide.example/blogs/a-guide')}"`), 'URL-encoded addresses too');
    assert.ok(!html.includes('.invalid'));
    assert.match(await (await fetch(`${url}/blogs/a-guide/`)).text(), /a-guide/);
    assert.match(await (await fetch(`${url}/`)).text(), /href="https:\/\/guide\.example\/"/);
    assert.equal(await (await fetch(`${url}/rankings`)).text(), '<!doctype html><div id="root"></div>', 'other routes get the app shell');
    const sitemap = await fetch(`${url}/sitemap.xml`);
    assert.equal(sitemap.headers.get('content-type'), 'application/xml; charset=utf-8');
    assert.match(await sitemap.text(), /<loc>https:\/\/guide\.example\/blogs\/a-guide<\/loc>/);
    assert.match(await (await fetch(`${url}/robots.txt`)).text(), /^Sitemap: https:\/\/guide\.example\/sitemap\.xml$/m);
    // Without SITE_URL the addresses follow the request's host, and a hostile Host header cannot inject markup.
    assert.match(await (await fetch(`${local}/`)).text(), /href="http:\/\/127\.0\.0\.1:3000\/"/);
    const { get } = await import('node:http');
    const hostile = await new Promise((resolve, reject) =>
      get(`${local}/blogs/a-guide`, { headers: { host: 'x"><script>alert(1)</script>' } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve(body));
      }).on('error', reject),
    );
    assert.ok(!hostile.includes('<script>') && hostile.includes('href="http://localhost:3000/blogs/a-guide"'));
  } finally {
    configured.close();
    unset.close();
  }
});

/** A GET of `target` sent exactly as written (fetch would resolve "..", and refuses some bytes). */
async function rawGet(origin, target, headers = {}) {
  const { request } = await import('node:http');
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: target, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.setTimeout(5000, () => req.destroy(new Error(`no answer to ${target}`)));
    req.on('error', reject).end();
  });
}

test('answers control characters in the path with a 400 and keeps serving', async () => {
  for (const bad of ['/x%00y', '/%00', '/index.html%00.png', '/a%0ab', '/a%7f', '/college-finder%01']) {
    const res = await rawGet(base, bad);
    assert.equal(res.status, 400, bad);
    assert.match(res.body, /control characters/, bad);
  }
  assert.equal((await fetch(`${base}/config.json`)).status, 200, 'the server is still up');
});

test('never serves a file from outside its folder: ".." in any spelling is a 400', async () => {
  // dist is three folders below a folder holding secret/index.html and secret.txt.
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'static-outside-'));
  fs.mkdirSync(path.join(outside, 'secret'));
  fs.writeFileSync(path.join(outside, 'secret', 'index.html'), 'SECRET PAGE');
  fs.writeFileSync(path.join(outside, 'secret.txt'), 'SECRET TEXT');
  const root = path.join(outside, 'a', 'b', 'dist');
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  const deep = createStaticServer({ dir: root, env: {} });
  await new Promise((resolve) => deep.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${deep.address().port}`;
  try {
    const attacks = ['/..%2f..%2f..%2fsecret', '/..%2f..%2f..%2fsecret.txt', '/%2e%2e/%2e%2e/%2e%2e/secret', '/../../../secret', '/a/../../../../secret.txt', '/..%5c..%5c..%5csecret', '/..\\..\\..\\secret', '/x/..%2f..%2f..%2f..%2fsecret/'];
    for (const attack of attacks) {
      const res = await rawGet(url, attack);
      assert.ok(!res.body.includes('SECRET'), `${attack} served a file from outside the folder`);
      assert.equal(res.status, 400, attack);
    }
    assert.equal((await fetch(`${url}/`)).status, 200, 'the server is still up');
  } finally {
    deep.close();
  }
});

test('with NODE_ENV=production refuses to start without SITE_URL or API_URL, naming the variable', async () => {
  const production = { NODE_ENV: 'production', SITE_URL: 'https://guide.example', API_URL: 'https://api.guide.example/api' };
  assert.throws(() => createStaticServer({ dir, env: { ...production, SITE_URL: undefined } }), /^Error: SITE_URL must be set when NODE_ENV=production/);
  assert.throws(() => createStaticServer({ dir, env: { ...production, API_URL: ' ' } }), /^Error: API_URL must be set when NODE_ENV=production/);
  assert.throws(() => createStaticServer({ dir, env: { ...production, API_URL: 'javascript:alert(1)' } }), /API_URL must be an http or https address/);
  // The command itself: exits 1 with the message.
  const { spawnSync } = await import('node:child_process');
  const cli = spawnSync(process.execPath, ['scripts/serve-static.mjs', '--dir', dir, '--port', '0'], {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
    env: { ...process.env, ...production, SITE_URL: '' },
    encoding: 'utf8',
    timeout: 20_000,
  });
  assert.equal(cli.status, 1);
  assert.match(cli.stderr, /SITE_URL must be set when NODE_ENV=production/);
});

test('with NODE_ENV=production never builds /config.json, the CSP or the pages from the Host header', async () => {
  const { SITE_URL_MARKER: site } = (await import('./lib/prerender-markers.cjs')).default;
  const built = fs.mkdtempSync(path.join(os.tmpdir(), 'static-production-'));
  fs.writeFileSync(path.join(built, 'index.html'), `<link rel="canonical" href="${site}/"/><div id="root"></div>`);
  const env = { NODE_ENV: 'production', SITE_URL: 'https://guide.example', API_URL: 'https://api.guide.example/api' };
  const production = createStaticServer({ dir: built, env });
  await new Promise((resolve) => production.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${production.address().port}`;
  try {
    const forged = { host: 'evil.example' };
    const config = JSON.parse((await rawGet(url, '/config.json', forged)).body);
    assert.equal(config.siteUrl, 'https://guide.example');
    assert.equal(config.apiBaseUrl, 'https://api.guide.example/api');
    assert.equal(config.remotes.rankings, 'http://guide.example:3001/mf-manifest.json', 'remote defaults follow SITE_URL');
    const page = await rawGet(url, '/', forged);
    assert.ok(!page.headers['content-security-policy'].includes('evil.example'));
    assert.match(page.headers['content-security-policy'], /connect-src [^;]*https:\/\/api\.guide\.example/);
    assert.ok(page.body.includes('href="https://guide.example/"') && !page.body.includes('evil.example'));
  } finally {
    production.close();
  }
});

test('answers HEAD like GET without a body, and honours q=0 in Accept-Encoding', async () => {
  const head = await fetch(`${base}/main.0123456789.js`, { method: 'HEAD' });
  assert.equal(head.status, 200);
  assert.equal(head.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(await head.text(), '');
  const gzipOnly = await rawGet(base, '/main.0123456789.js', { 'accept-encoding': 'br;q=0, gzip' });
  assert.equal(gzipOnly.headers['content-encoding'], 'gzip');
});

test('a page server that exits is started again, and the supervisor says so (npm start, npm run dev)', async () => {
  const { startSupervised } = await import('./lib/proc.mjs');
  const net = await import('node:net');
  const port = await new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
  const notices = [];
  const up = async () => {
    for (let tries = 0; tries < 100; tries++) {
      const ok = await fetch(`http://127.0.0.1:${port}/config.json`).then((res) => res.ok, () => false);
      if (ok) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };
  const server = startSupervised('static', process.execPath, ['scripts/serve-static.mjs', '--dir', dir, '--port', String(port)], { cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..') }, { firstDelayMs: 100, log: (line) => notices.push(line) });
  try {
    assert.ok(await up(), 'started');
    const first = server.pid;
    process.kill(first, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.ok(await up(), 'came back');
    assert.notEqual(server.pid, first);
    assert.equal(server.restarts, 1);
    assert.match(notices.join('\n'), /\[static\] stopped \(signal SIGKILL\); restarting in 0\.1 s\.\n\[static\] restarted \(pid \d+, restart 1\)\./);
  } finally {
    server.kill();
  }
});
