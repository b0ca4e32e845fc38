// The JoSAA cut-off files and their bookkeeping. The data set is every `josaa_cutoffs*.csv` in
// DATA_DIR/josaa (a new year is a new file beside the others); josaa_files records what each file was when
// imported, and the `datasets` row of the data set carries a checksum combined from the files' checksums,
// so everything keyed on it (the catalog, the seat index, the answer caches) refreshes when any file changes.
import { readdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ImportError, readDatasetFile, sha256 } from './datasetStore';

/** The folder of the JoSAA files, relative to DATA_DIR. */
export const JOSAA_DIR = 'josaa';
/** File names that belong to the data set. */
export const JOSAA_FILE_NAME = /^josaa_cutoffs.*\.csv$/;

/** A JoSAA file as read now. */
export interface JosaaSourceFile {
  /** File name, the key of its rows (source_file) and of its bookkeeping. */
  name: string;
  path: string;
  content: Buffer;
  checksum: string;
}

/** A JoSAA file as it was when last imported. */
export interface StoredJosaaFile {
  name: string;
  checksum: string;
  rowCount: number;
  years: number[];
}

/** The data set's files in `folder`, sorted by name (full paths); an unreadable folder is an ImportError. */
function cutoffFilesIn(folder: string): string[] {
  let names: string[];
  try {
    names = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => !entry.isDirectory() && JOSAA_FILE_NAME.test(entry.name))
      .map((entry) => entry.name);
  } catch (error) {
    throw new ImportError(`${folder}: cannot read the folder (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  return names.sort().map((name) => path.join(folder, name));
}

/** Every JoSAA cut-off file under DATA_DIR (`josaa/josaa_cutoffs*.csv`), sorted by name, as full paths. */
export function josaaCutoffFiles(dataDir: string): string[] {
  return cutoffFilesIn(path.join(dataDir, JOSAA_DIR));
}

/**
 * Reads the data set's files: every josaa_cutoffs*.csv of `source` when it is a folder, or `source`
 * alone when it is a file (then the data set is that one file). No file, or an unreadable one, is an ImportError.
 */
export async function readJosaaFiles(source: string): Promise<JosaaSourceFile[]> {
  let isFolder: boolean;
  try {
    isFolder = (await stat(source)).isDirectory();
  } catch (error) {
    const what = source.endsWith('.csv') ? 'file' : 'folder';
    throw new ImportError(`${source}: cannot read the ${what} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  const paths = isFolder ? cutoffFilesIn(source) : [source];
  if (paths.length === 0) throw new ImportError(`${source}: no josaa_cutoffs*.csv file in the folder`);
  const files: JosaaSourceFile[] = [];
  for (const file of paths) {
    const { content, checksum } = await readDatasetFile(file);
    files.push({ name: path.basename(file), path: file, content, checksum });
  }
  return files;
}

/** The data set's checksum: one over the files' names and checksums, so it changes when any file does. */
export function combinedChecksum(files: readonly { name: string; checksum: string }[]): string {
  const pairs = files.map((f) => [f.name, f.checksum]).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return sha256(JSON.stringify(pairs));
}

export async function storedJosaaFiles(db: Kysely<Database>): Promise<StoredJosaaFile[]> {
  const rows = await db.selectFrom('josaa_files').selectAll().orderBy('name').execute();
  return rows.map((r) => ({
    name: r.name,
    checksum: r.checksum,
    rowCount: Number(r.row_count),
    years: r.years === '' ? [] : r.years.split(',').map(Number),
  }));
}

/** Records the imported files and forgets the removed ones. */
export async function recordJosaaFiles(trx: Transaction<Database>, imported: readonly StoredJosaaFile[], removed: readonly string[]): Promise<void> {
  const gone = [...removed, ...imported.map((f) => f.name)];
  if (gone.length > 0) await trx.deleteFrom('josaa_files').where('name', 'in', gone).execute();
  if (imported.length === 0) return;
  const importedAt = new Date().toISOString();
  await trx
    .insertInto('josaa_files')
    .values(imported.map((f) => ({ name: f.name, checksum: f.checksum, row_count: f.rowCount, years: f.years.join(','), imported_at: importedAt })))
    .execute();
}

/** What an import does with each file. */
export interface JosaaImportPlan {
  /** Read and inserted (new or changed; every file when the import is full). */
  load: JosaaSourceFile[];
  /** Left as stored (unchanged). */
  keep: StoredJosaaFile[];
  /** Stored but no longer present: their rows go. */
  remove: StoredJosaaFile[];
}

/** A full import loads every file; otherwise only the new and changed ones, and removes the vanished ones. */
export function planJosaaImport(files: readonly JosaaSourceFile[], stored: readonly StoredJosaaFile[], full: boolean): JosaaImportPlan {
  const present = new Set(files.map((f) => f.name));
  const storedByName = new Map(stored.map((f) => [f.name, f]));
  const unchanged = (f: JosaaSourceFile) => !full && storedByName.get(f.name)?.checksum === f.checksum;
  return {
    load: files.filter((f) => !unchanged(f)),
    keep: files.filter(unchanged).map((f) => storedByName.get(f.name)!),
    remove: stored.filter((f) => !present.has(f.name)),
  };
}

/** Years of each file: the loaded files' (from their rows) and the kept files'. A year in two files is an ImportError. */
export function checkYearsApart(loaded: readonly { name: string; years: readonly number[] }[], kept: readonly StoredJosaaFile[]): void {
  const fileOfYear = new Map<number, string>();
  for (const file of [...kept, ...loaded]) {
    for (const year of file.years) {
      const other = fileOfYear.get(year);
      if (other !== undefined) {
        throw new ImportError(`${year}: rows of this year are in both ${other} and ${file.name}; each year must come from one file. Nothing was imported.`);
      }
      fileOfYear.set(year, file.name);
    }
  }
}
