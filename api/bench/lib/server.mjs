// Shared by the reliability scripts (fuzz.mjs, load.mjs, soak.mjs): start the built API (dist/server.js)
// as a child process on its own SQLite file, against the real data or the committed test fixtures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPO_ROOT = path.resolve(API_DIR, '..');
/** The real data sets (never copied into the repository). */
export const REAL_DATA_DIR = path.resolve(REPO_ROOT, '../shared/data');
const SERVER_JS = path.join(API_DIR, 'dist', 'server.js');

/** Removed when the process exits (temporary data folders and databases). */
const cleanups = [];
process.once('exit', () => {
  for (const dir of cleanups) fs.rmSync(dir, { recursive: true, force: true });
});

export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(dir);
  return dir;
}

function copyRenamed(from, to) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) copyRenamed(source, path.join(to, entry.name));
    else if (entry.name.endsWith('.csv')) fs.copyFileSync(source, path.join(to, entry.name.replace(/\.sample\.csv$/, '.csv')));
  }
}

/**
 * A temporary DATA_DIR made of the committed fixtures, as the unit tests build it (src/test/fixtureData.ts):
 * `x.sample.csv` is copied as `x.csv`. The rankings' and JoSAA fixtures of the API tests, plus the
 * predictors' fixtures (their tables and their MHT-CET cut-off list: the MHT-CET predictor refuses a list
 * with malformed lines, which the API tests' MHT-CET fixture has on purpose for the importer).
 */
export function fixtureDataDir() {
  const target = tempDir('api-bench-fixtures-');
  copyRenamed(path.join(API_DIR, 'src/test/fixtures'), target);
  copyRenamed(path.join(API_DIR, 'src/test/fixtures/predictor-tables'), target);
  return target;
}

/** A port nobody listens on right now (asked of the OS). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitUntilHealthy(baseUrl, timeoutMs, child) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode} before it was ready.`);
    try {
      const res = await fetch(`${baseUrl}/api/health/`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`The API at ${baseUrl} was not healthy within ${Math.round(timeoutMs / 1000)} s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts `node dist/server.js`. Options: port (default a free one), dataDir, sqlitePath (default a
 * temporary file: the first start imports the data, ~30 s for the real data), env (added to the
 * environment), onOutput(line, stream), serverJs (another build's server.js, to compare builds). Returns { baseUrl, child, pid, stop() }.
 */
export async function startApi({ port, dataDir = REAL_DATA_DIR, sqlitePath, env = {}, onOutput, readyTimeoutMs = 240_000, serverJs = SERVER_JS } = {}) {
  if (!fs.existsSync(serverJs)) throw new Error(`${serverJs} is missing: build the API first (pnpm --filter api build).`);
  if (!fs.existsSync(dataDir)) throw new Error(`DATA_DIR ${dataDir} does not exist.`);
  const chosenPort = port ?? (await freePort());
  const sqlite = sqlitePath ? path.resolve(sqlitePath) : path.join(tempDir('api-bench-db-'), 'bench.sqlite');
  fs.mkdirSync(path.dirname(sqlite), { recursive: true });
  const child = spawn(process.execPath, [serverJs], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(chosenPort),
      DATA_DIR: dataDir,
      SQLITE_PATH: sqlite,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-only-jwt-secret-not-for-any-deployment',
      MAIL_OUTBOX_DIR: tempDir('api-bench-outbox-'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const [name, stream] of [['stdout', child.stdout], ['stderr', child.stderr]]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) onOutput?.(line, name);
    });
  }
  // Never leave the API running behind us: not on a normal exit, an error, nor Ctrl-C or a kill.
  const kill = () => child.exitCode === null && child.kill('SIGTERM');
  process.once('exit', kill);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      kill();
      process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
    });
  }
  const baseUrl = `http://127.0.0.1:${chosenPort}`;
  try {
    await waitUntilHealthy(baseUrl, readyTimeoutMs, child);
  } catch (error) {
    kill();
    throw error;
  }
  return {
    baseUrl,
    child,
    pid: child.pid,
    sqlitePath: sqlite,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', (code) => {
          clearTimeout(timer);
          resolve(code);
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Pino JSON lines at level >= 50 (error, fatal): what the API logged as its own failures. */
export function isErrorLogLine(line) {
  if (!line.startsWith('{')) return false;
  try {
    return JSON.parse(line).level >= 50;
  } catch {
    return false;
  }
}
