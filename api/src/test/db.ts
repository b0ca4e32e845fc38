// Test databases: a migrated Kysely instance per dialect. SQLite lives in a temp file; PostgreSQL
// (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) gets a schema of its own per
// test file, dropped at the end. Without a reachable PostgreSQL the PG suites are skipped, unless
// REQUIRE_POSTGRES=1.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createPostgresDb, createSqliteDb, type Db } from '../db/createDb';
import { migrateToLatest } from '../db/migrate';
import type { DialectName } from '../db/schema';

export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDb {
  db: Db;
  dialect: DialectName;
  /** Empties every table (between tests). */
  reset(): Promise<void>;
  destroy(): Promise<void>;
}

const PROBE = `
const { Client } = require('pg');
const client = new Client({ connectionString: process.argv[1], connectionTimeoutMillis: 2000 });
client.connect().then(() => client.end()).then(() => process.exit(0), () => process.exit(1));
`;

/** Synchronous, so describe.each can use the answer while the suite is being declared. */
function postgresReachable(): boolean {
  try {
    execFileSync(process.execPath, ['-e', PROBE, TEST_PG_URL], { stdio: 'ignore', timeout: 8000, cwd: path.resolve(__dirname, '../..') });
    return true;
  } catch {
    return false;
  }
}

let dialects: DialectName[] | undefined;

/** The dialects to run the suites against. */
export function testDialects(): DialectName[] {
  if (dialects) return dialects;
  if (postgresReachable()) {
    dialects = ['sqlite', 'postgres'];
  } else if (process.env.REQUIRE_POSTGRES === '1') {
    throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL at ${TEST_PG_URL} is unreachable.`);
  } else {
    console.log(`PostgreSQL at ${TEST_PG_URL} is unreachable: skipping the PostgreSQL suites (set REQUIRE_POSTGRES=1 to fail instead).`);
    dialects = ['sqlite'];
  }
  return dialects;
}

const TABLES = ['nirf_rankings', 'datasets', 'page_views'] as const;

async function resetTables(db: Db): Promise<void> {
  for (const table of TABLES) await db.deleteFrom(table).execute();
}

async function sqliteTestDb(): Promise<TestDb> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const db = createSqliteDb(path.join(dir, 'test.sqlite'));
  await migrateToLatest(db);
  return {
    db,
    dialect: 'sqlite',
    reset: () => resetTables(db),
    destroy: async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(text: string): Promise<void> {
  const client = new Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function postgresTestDb(): Promise<TestDb> {
  const schema = `api_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE SCHEMA "${schema}"`);
  const db = createPostgresDb(TEST_PG_URL, { max: 4, options: `-c search_path=${schema}` });
  await migrateToLatest(db, { schema });
  return {
    db,
    dialect: 'postgres',
    reset: () => resetTables(db),
    destroy: async () => {
      await db.destroy();
      await adminQuery(`DROP SCHEMA "${schema}" CASCADE`);
    },
  };
}

export const createTestDb = (dialect: DialectName): Promise<TestDb> =>
  dialect === 'postgres' ? postgresTestDb() : sqliteTestDb();
