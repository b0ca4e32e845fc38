// Kysely for either dialect: SQLite (better-sqlite3, WAL) by default, PostgreSQL (pg Pool) when a URL is given.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool, type PoolConfig } from 'pg';
import type { Database, DialectName } from './schema';

export type Db = Kysely<Database>;

export function createSqliteDb(file: string): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export function createPostgresDb(connectionString: string, poolOptions: PoolConfig = {}): Db {
  const pool = new Pool({ connectionString, max: 10, ...poolOptions });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export function createDb(config: { databaseUrl: string | null; sqlitePath: string }): Db {
  return config.databaseUrl ? createPostgresDb(config.databaseUrl) : createSqliteDb(config.sqlitePath);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
