// The Playwright suite a second time with the API on PostgreSQL (issue 8: prove the PostgreSQL path end to end).
// A fresh database per run (e2e_<random>) on the server of TEST_DATABASE_URL (default: the machine's
// postgres://postgres@127.0.0.1:5432/test), dropped afterwards whatever happens, Ctrl-C included.
// Skipped when PostgreSQL is unreachable, unless REQUIRE_POSTGRES=1 (CI).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './proc.mjs';


/** The admin connection; the e2e database is made beside its database on the same server. */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/**
 * Ports of the PostgreSQL run: away from the SQLite run's, so a kept local SQLite server
 * (reuseExistingServer outside CI) is never mistaken for this run's API.
 */
const PORT_SHIFT = 1000;

async function admin(sql) {
  // pnpm does not hoist the api's dependencies to the root: its `pg`, loaded only now (after the install step).
  const { Client } = createRequire(path.join(ROOT, 'api', 'package.json'))('pg');
  const client = new Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function reachable() {
  try {
    await admin('SELECT 1');
    return true;
  } catch (error) {
    console.log(`  PostgreSQL at ${ADMIN_URL} is unreachable (${error.message}).`);
    return false;
  }
}

function databaseUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Runs the command; resolves its exit code. The child gets a process group of its own, and Ctrl-C or SIGTERM
 * is passed to that whole group (npx and pnpm do not pass it on to Playwright), so Playwright stops its
 * servers and the finally below still drops the database.
 */
function runChild(cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env, detached: true });
    let interrupted = false;
    const forward = (signal) => {
      interrupted = true;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    };
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(interrupted ? 130 : code ?? (signal ? 1 : 0));
    });
  });
}

/** The e2e step on PostgreSQL; exits the script when it fails or PostgreSQL is required but missing. */
export async function runE2eOnPostgres(command) {
  const label = 'end-to-end tests on PostgreSQL (playwright)';
  console.log(`\n> ${label}`);
  if (!(await reachable())) {
    if (process.env.REQUIRE_POSTGRES === '1') {
      console.error(`\n${label} failed: REQUIRE_POSTGRES=1 but PostgreSQL is unreachable.`);
      process.exit(1);
    }
    console.log('  Skipped (set REQUIRE_POSTGRES=1 to fail instead).');
    return;
  }
  const started = Date.now();
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  console.log(`  Database ${name} created.`);
  let status = 1;
  try {
    const offset = (Number(process.env.E2E_PORT_OFFSET) || 0) + PORT_SHIFT;
    status = await runChild(command[0], command[1], {
      ...process.env,
      E2E_DATABASE_URL: databaseUrl(name),
      E2E_PORT_OFFSET: String(offset),
    });
  } finally {
    // FORCE ends the connections of an API that is still shutting down.
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(
      () => console.log(`  Database ${name} dropped.`),
      (error) => console.error(`  Could not drop database ${name}: ${error.message}`),
    );
  }
  if (status !== 0) {
    console.error(`\n${label} failed (exit ${status}).`);
    process.exit(status);
  }
  console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
