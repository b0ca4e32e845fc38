// The Playwright suite a second time with the API on PostgreSQL (issue 8: prove the PostgreSQL path end to end).
// A fresh database per run (e2e_<random>) on the server of TEST_DATABASE_URL (default: the machine's
// postgres://postgres@127.0.0.1:5432/test), dropped afterwards whatever happens, Ctrl-C included.
// Skipped when PostgreSQL is unreachable, unless REQUIRE_POSTGRES=1 (CI).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { admin, databaseUrl, postgresOrSkip } from './postgres.mjs';
import { ROOT } from './proc.mjs';

/**
 * Ports of the PostgreSQL run: away from the SQLite run's, so a kept local SQLite server
 * (reuseExistingServer outside CI) is never mistaken for this run's API.
 */
const PORT_SHIFT = 1000;

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
  if (!(await postgresOrSkip(label))) return;
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
