import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURES_DIR } from '../test/app';
import { main } from './import';

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
