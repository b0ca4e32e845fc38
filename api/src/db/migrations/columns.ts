// Column helpers that differ between the dialects, so migrations stay written once.
import type { CreateTableBuilder } from 'kysely';
import type { DialectName } from '../schema';

/** An auto-numbered integer primary key named `id`. */
export function withIdColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
