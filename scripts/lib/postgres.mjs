// The PostgreSQL server of the test steps that need a database of their own (the e2e run on PostgreSQL,
// the multi-instance drill): TEST_DATABASE_URL, default the machine's postgres://postgres@127.0.0.1:5432/test.
// Each step makes a fresh database beside that one and drops it afterwards.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './proc.mjs';

/** The admin connection; fresh databases are made beside its database on the same server. */
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** pnpm does not hoist the api's dependencies to the root: its `pg`, loaded only when needed (after the install step). */
export function apiPg() {
  return createRequire(path.join(ROOT, 'api', 'package.json'))('pg');
}

/** Runs one statement on the admin connection; resolves its rows. */
export async function admin(sql, url = ADMIN_URL) {
  const { Client } = apiPg();
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

export async function reachable() {
  try {
    await admin('SELECT 1');
    return true;
  } catch (error) {
    console.log(`  PostgreSQL at ${ADMIN_URL} is unreachable (${error.message}).`);
    return false;
  }
}

/** The URL of database `name` on the admin connection's server. */
export function databaseUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Whether PostgreSQL is there for the step `label`. Without it the step is skipped with a message, or,
 * with REQUIRE_POSTGRES=1 (CI), the script exits failing.
 */
export async function postgresOrSkip(label) {
  if (await reachable()) return true;
  if (process.env.REQUIRE_POSTGRES === '1') {
    console.error(`\n${label} failed: REQUIRE_POSTGRES=1 but PostgreSQL is unreachable.`);
    process.exit(1);
  }
  console.log(`  ${label}: skipped (set REQUIRE_POSTGRES=1 to fail instead).`);
  return false;
}
