import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { FIXTURES_DIR } from '../test/app';
import { createTestDb, TEST_PG_URL, testDialects, type TestDb } from '../test/db';
import { importIfEmpty, main } from './import';

describe('import CLI', () => {
  const saved = { ...process.env };
  let dir: string;
  let out: string[];

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'import-cli-'));
    Object.assign(process.env, { SQLITE_PATH: path.join(dir, 'app.sqlite'), DATA_DIR: FIXTURES_DIR });
    delete process.env.DATABASE_URL;
    out = [];
    jest.spyOn(console, 'log').mockImplementation((m: string) => void out.push(m));
    jest.spyOn(console, 'warn').mockImplementation((m: string) => void out.push(m));
    jest.spyOn(console, 'error').mockImplementation((m: string) => void out.push(m));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    process.env = { ...saved };
    rmSync(dir, { recursive: true, force: true });
  });

  it('imports, then skips the unchanged file, then re-imports with --force (also after a bare --)', async () => {
    expect(await main([])).toBe(0);
    expect(out.some((l) => /^nirf_engineering: imported, 12 rows, 5 bad row\(s\), \d+ ms$/.test(l))).toBe(true);
    expect(out.some((l) => /nirf_engineering\.csv:14: rank must be/.test(l))).toBe(true);
    expect(out).toContain('nirf_engineering: 12/12 rows');

    out.length = 0;
    expect(await main([])).toBe(0);
    expect(out.some((l) => /^nirf_engineering: skipped, 12 rows/.test(l))).toBe(true);

    out.length = 0;
    expect(await main(['--', '--force'])).toBe(0);
    expect(out.some((l) => /^nirf_engineering: imported, 12 rows/.test(l))).toBe(true);
  });

  it('rejects unknown options and data sets, and prints help', async () => {
    expect(await main(['--forse'])).toBe(2);
    expect(out.join('\n')).toMatch(/Unknown option\(s\): --forse/);
    expect(await main(['josaa'])).toBe(1);
    expect(out.join('\n')).toMatch(/Unknown data set\(s\): josaa/);
    expect(await main(['--help'])).toBe(0);
    expect(out.join('\n')).toMatch(/Usage: pnpm --filter api run import/);
  });

  it('fails with exit code 1 when the data file is missing', async () => {
    process.env.DATA_DIR = path.join(dir, 'nowhere');
    expect(await main([])).toBe(1);
    expect(out.join('\n')).toMatch(/cannot read the file \(ENOENT\)/);
  });
});

// JoSAA from several files (fixtures/josaa-files: josaa_cutoffs.csv with 2024, josaa_cutoffs_2025.csv).
describe.each(testDialects())('import CLI, JoSAA files (%s)', (dialect) => {
  const saved = { ...process.env };
  let t: TestDb;
  let dataDir: string;
  let out: string[];

  const addJosaaFile = (name: string) => copyFileSync(path.join(FIXTURES_DIR, 'josaa-files', name), path.join(dataDir, 'josaa', name));
  const run = async (...args: string[]) => {
    out.length = 0;
    expect(await main(['nirf_engineering', 'josaa_cutoffs', ...args])).toBe(0);
    return out;
  };

  beforeEach(async () => {
    t = await createTestDb(dialect);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'import-cli-josaa-'));
    mkdirSync(path.join(dataDir, 'josaa'));
    mkdirSync(path.join(dataDir, 'nirf'));
    copyFileSync(path.join(FIXTURES_DIR, 'josaa', 'nirf_engineering.csv'), path.join(dataDir, 'nirf', 'nirf_engineering.csv'));
    process.env.DATA_DIR = dataDir;
    // The CLI opens its own connection: PostgreSQL to the test schema (migrated by createTestDb), SQLite
    // to a file of its own (the test database serves the start-up import).
    if (dialect === 'postgres') {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
      process.env.DATABASE_URL = `${TEST_PG_URL}?options=${encodeURIComponent(`-c search_path=${rows[0].schema}`)}`;
    } else {
      process.env.SQLITE_PATH = path.join(dataDir, 'app.sqlite');
      delete process.env.DATABASE_URL;
    }
    out = [];
    jest.spyOn(console, 'log').mockImplementation((m: string) => void out.push(m));
    jest.spyOn(console, 'warn').mockImplementation((m: string) => void out.push(m));
    jest.spyOn(console, 'error').mockImplementation((m: string) => void out.push(m));
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    process.env = { ...saved };
    await t.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('imports every file with progress per file, then only an added file, skips when unchanged, and --force re-imports all', async () => {
    addJosaaFile('josaa_cutoffs.csv');
    expect(await run()).toEqual(expect.arrayContaining(['josaa_cutoffs: josaa_cutoffs.csv: 8/8 rows', expect.stringMatching(/^josaa_cutoffs: imported, 8 rows, 0 bad row\(s\), \d+ ms$/)]));

    addJosaaFile('josaa_cutoffs_2025.csv');
    const added = await run();
    expect(added).toContain('josaa_cutoffs: josaa_cutoffs.csv: unchanged (8 rows); kept');
    expect(added).toContain('josaa_cutoffs: josaa_cutoffs_2025.csv: 7/7 rows');
    expect(added.some((l) => l.startsWith('josaa_cutoffs: josaa_cutoffs.csv: 8/8'))).toBe(false);
    expect(added).toEqual(expect.arrayContaining([expect.stringMatching(/^josaa_cutoffs: imported, 15 rows, 0 bad row\(s\)/)]));

    expect(await run()).toEqual(expect.arrayContaining([expect.stringMatching(/^josaa_cutoffs: skipped, 15 rows/)]));

    const forced = await run('--force');
    expect(forced).toEqual(expect.arrayContaining(['josaa_cutoffs: josaa_cutoffs.csv: 8/8 rows', 'josaa_cutoffs: josaa_cutoffs_2025.csv: 7/7 rows']));
    expect(forced).toEqual(expect.arrayContaining([expect.stringMatching(/^josaa_cutoffs: imported, 15 rows/)]));
  });

  it('fails with exit code 1 and a clear message when two files hold the same year', async () => {
    addJosaaFile('josaa_cutoffs_2025.csv');
    copyFileSync(path.join(dataDir, 'josaa', 'josaa_cutoffs_2025.csv'), path.join(dataDir, 'josaa', 'josaa_cutoffs_copy.csv'));
    expect(await main(['nirf_engineering', 'josaa_cutoffs'])).toBe(1);
    expect(out).toContain('2025: rows of this year are in both josaa_cutoffs_2025.csv and josaa_cutoffs_copy.csv; each year must come from one file. Nothing was imported.');
  });

  it('imports every file at start-up into an empty database', async () => {
    addJosaaFile('josaa_cutoffs.csv');
    addJosaaFile('josaa_cutoffs_2025.csv');
    const results = await importIfEmpty(t.db, { dataDir }, { info: () => {}, warn: (m) => out.push(m) });
    expect(results.find((r) => r.dataset === 'josaa_cutoffs')).toMatchObject({ status: 'imported', rows: 15, file: path.join(dataDir, 'josaa') });
    const years = await t.db.selectFrom('josaa_cutoffs').select('year').distinct().orderBy('year').execute();
    expect(years.map((r) => Number(r.year))).toEqual([2024, 2025]);
  });
});
