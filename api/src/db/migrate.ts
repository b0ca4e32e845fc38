// Runs the in-code migrations with Kysely's Migrator (at server start, in tests and before imports).
import { Migrator, type MigrationProvider } from 'kysely';
import { dialectOf, type Db } from './createDb';
import { migrations } from './migrations';

export interface MigrateOptions {
  /** PostgreSQL schema that holds the migration bookkeeping tables (needed when search_path is not public). */
  schema?: string;
}

export async function migrateToLatest(db: Db, options: MigrateOptions = {}): Promise<string[]> {
  const dialect = dialectOf(db);
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const migrator = new Migrator({ db, provider, migrationTableSchema: options.schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed ? `"${failed.migrationName}" ` : ''}failed: ${cause}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
