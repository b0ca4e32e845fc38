// node --test: the bundle secret scanner finds what is planted in a build folder, and passes a clean one.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultDirs, scanDirs, scanText, secretValues } from './check-bundle-secrets.mjs';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-bundle-secrets.mjs');
// Assembled at run time so this test file is no secret-looking fixture itself.
const join = (...parts) => parts.join('');
const CLEAN = 'const re="undefined"!=typeof process&&void 0!==process.env&&(process.env.REACT_APP_SC_ATTR||process.env.SC_ATTR);fetch("https://api.example.test/api/rankings/");';

const made = [];
after(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function distWith(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-secrets-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const rules = (text, literals) => scanText(text, literals).map((f) => f.rule);

test('a clean build passes, library run-time env probes included', () => {
  const dir = distWith({ 'main.0123456789.js': CLEAN, 'index.html': '<script defer src="/main.js"></script>', 'mf-manifest.json': '{"name":"host"}' });
  assert.deepEqual(scanDirs([dir], { env: {} }).findings, []);
});

test('finds each kind of planted secret', () => {
  const planted = {
    'private key': join('-----BEGIN ', 'RSA PRIVATE KEY-----\nMIIB'),
    'JWT-looking token': join('eyJhbGciOiJIUzI1NiJ9', '.eyJzdWIiOiJ1c2VyLTEifQ', '.c2lnbmF0dXJlLXZhbHVl'),
    'database URL': join('postgres', '://app@db.internal:5432/app'),
    'URL with a password': join('smtp', '://mailer:hunter22@mail.example.test:587'),
    'AWS access key id': join('AKIA', 'IOSFODNN7EXAMPLE'),
    'GitHub token': join('ghp_', 'a'.repeat(36)),
    'secret variable name': join('JWT_', 'SECRET'),
    'process.env reference left in the bundle': 'const k = process.env.API_KEY;',
  };
  for (const [rule, text] of Object.entries(planted)) {
    assert.ok(rules(`var a=1;\n${text};`).includes(rule), `${rule} in ${text}`);
  }
  assert.ok(rules('x=process.env["SECRET_TOKEN"]').includes('process.env reference left in the bundle'));
});

test('finds the values of the API secret variables, and the password inside a URL', () => {
  const env = { JWT_SECRET: 'kq83-jfu2-sl29-xm3p', SMTP_URL: 'smtps://mailer:S3cr3t%2Fpass@smtp.example.test:465', OIDC_CLIENT_SECRET: 'abc' };
  const literals = secretValues(env);
  assert.deepEqual(
    literals.map((l) => l.name),
    ['JWT_SECRET', 'SMTP_URL', 'SMTP_URL password'],
    'too-short values are skipped',
  );
  assert.ok(rules('const s="kq83-jfu2-sl29-xm3p"', literals).includes('value of JWT_SECRET'));
  assert.ok(rules('login("S3cr3t/pass")', literals).includes('value of SMTP_URL password'));
  const [finding] = scanText('x="kq83-jfu2-sl29-xm3p"', literals).filter((f) => f.rule === 'value of JWT_SECRET');
  assert.ok(!finding.excerpt.includes('jfu2-sl29'), 'the report masks the secret');
});

test('the command fails on a planted secret in a source map and names the file and line', () => {
  const dir = distWith({ 'main.0123456789.js': CLEAN, 'maps/main.js.map': `{"sourcesContent":["\\n${join('-----BEGIN ', 'PRIVATE KEY-----')}"]}` });
  const run = spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8', env: { PATH: process.env.PATH } });
  assert.equal(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stderr, /main\.js\.map:1: private key/);
  const clean = spawnSync(process.execPath, [SCRIPT, distWith({ 'a.js': CLEAN })], { encoding: 'utf8', env: { PATH: process.env.PATH } });
  assert.equal(clean.status, 0, clean.stderr);
  const missing = spawnSync(process.execPath, [SCRIPT, path.join(os.tmpdir(), 'no-such-dist-folder')], { encoding: 'utf8' });
  assert.equal(missing.status, 2);
});

test('by default scans every front-end package build, not the API server', () => {
  const root = distWith({ 'pnpm-workspace.yaml': "packages:\n  - host\n  - 'remote-blog'\n  - api\n", 'host/dist/a.js': '', 'remote-blog/dist/b.js': '', 'api/dist/c.js': '' });
  assert.deepEqual(defaultDirs(root), [path.join(root, 'host', 'dist'), path.join(root, 'remote-blog', 'dist')]);
});
