import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDb, testDialects, type TestDb } from '../test/db';
import { FIXTURES_DIR, NIRF_FIXTURE } from '../test/app';
import { ImportError, sha256, type Reporter } from './datasetStore';
import { importIfEmpty } from './datasets';
import { importNirf, NIRF_DATASET, parseNirfCsv } from './nirf';

const HEADER = 'year,rank,institute_id,name,city,state,score,tlr,rpc,go,oi,perception';
const fixtureText = readFileSync(NIRF_FIXTURE, 'utf8');

function collector(): Reporter & { infos: string[]; warns: string[] } {
  const infos: string[] = [];
  const warns: string[] = [];
  return { infos, warns, info: (m) => infos.push(m), warn: (m) => warns.push(m) };
}

describe('parseNirfCsv', () => {
  const parsed = parseNirfCsv(fixtureText, 'nirf.csv');

  it('keeps the valid rows and reports each bad row as file:line: reason', () => {
    expect(parsed.total).toBe(17);
    expect(parsed.records).toHaveLength(12);
    expect(parsed.errors).toEqual([
      'nirf.csv:14: rank must be a whole number of 1 or more or a band like 101-150 (got "abc")',
      'nirf.csv:15: year must be a whole number from 2016 to 2100 (got "1999")',
      'nirf.csv:16: name is required',
      'nirf.csv:17: score must be a number (got "12.x")',
      'nirf.csv:18: expected 12 fields, found 5',
    ]);
  });

  it('stores scored ranks and bands with their bounds, and empty cells as null', () => {
    const madras = parsed.records[0];
    expect(madras).toMatchObject({ year: 2025, rank_text: '1', rank_min: 1, rank_max: 1, score: 88.72, perception: 100, source_line: 2 });
    const band = parsed.records.find((r) => r.name === 'Pondicherry Engineering College');
    expect(band).toMatchObject({ rank_text: '101-150', rank_min: 101, rank_max: 150, institute_id: null, score: null, tlr: null, oi: null });
  });

  it('keeps the published spelling and adds a normalised state key', () => {
    const byName = (name: string) => parsed.records.find((r) => r.name === name)!;
    expect(byName('Indian Institute of Technology Bombay')).toMatchObject({ state: 'MAHARASHTRA', state_key: 'maharashtra' });
    expect(byName('National Institute of Technology, Srinagar')).toMatchObject({ state: 'Jammu & Kashmir', state_key: 'jammu-and-kashmir' });
    expect(byName('Gamma University')).toMatchObject({ state: 'Orissa', state_key: 'odisha' });
    expect(byName('Beta College of Engineering "BCE"').state_key).toBe('maharashtra');
  });

  it('accepts the columns in any order and normalises band spacing', () => {
    const text = 'name,year,rank,institute_id,city,state,score,tlr,rpc,go,oi,perception\nX College,2023, 101 - 150 ,,Pune,Goa,,,,,,\n';
    const { records, errors } = parseNirfCsv(text, 'f.csv');
    expect(errors).toEqual([]);
    expect(records[0]).toMatchObject({ name: 'X College', year: 2023, rank_text: '101-150', rank_min: 101, rank_max: 150 });
  });

  it.each([
    ['2025,150-101,,X,Pune,Goa,,,,,,', 'rank must be'],
    ['2025,0,ID,X,Pune,Goa,50,50,50,50,50,50', 'rank must be'],
    ['2025,21A,ID,X,Pune,Goa,50,50,50,50,50,50', 'rank must be'],
    ['2101,1,ID,X,Pune,Goa,50,50,50,50,50,50', 'year must be'],
    ['20x5,1,ID,X,Pune,Goa,50,50,50,50,50,50', 'year must be'],
    ['2025,1,ID,X,Pune,,50,50,50,50,50,50', 'state is required'],
    ['2025,1,ID,X,,Goa,50,50,50,50,50,50', 'city is required'],
    ['2025,1,ID,X,Pune,Goa,,50,50,50,50,50', 'score is required'],
    ['2025,1,ID,X,Pune,Goa,50,101,50,50,50,50', 'tlr must be between 0 and 100'],
    ['2025,1,ID,X,Pune,Goa,50,50,1e2,50,50,50', 'rpc must be a number'],
    ['2025,1,ID,X,Pune,Goa,50,50,50,NaN,50,50', 'go must be a number'],
    ['2025,1,ID,X,Pune,"Goa,50,50,50,50,50,50', 'unterminated quoted field'],
  ])('rejects %s', (row, reason) => {
    const { records, errors } = parseNirfCsv(`${HEADER}\n${row}\n`, 'f.csv');
    expect(records).toEqual([]);
    expect(errors).toEqual([expect.stringMatching(new RegExp(`^f\\.csv:2: .*${reason.replace(/[()]/g, '.')}`))]);
  });

  it('reports several problems of one row together', () => {
    const { errors } = parseNirfCsv(`${HEADER}\n1999,x,ID,,Pune,Goa,50,50,50,50,50,50\n`, 'f.csv');
    expect(errors[0]).toMatch(/^f\.csv:2: year must .*; rank must .*; name is required$/);
  });

  it('rejects an institute ID repeated within a year', () => {
    const row = '2025,1,IR-1,X,Pune,Goa,50,50,50,50,50,50';
    const { records, errors } = parseNirfCsv(`${HEADER}\n${row}\n${row.replace(',1,', ',2,')}\n${row.replace('2025', '2024')}\n`, 'f.csv');
    expect(records).toHaveLength(2);
    expect(errors).toEqual(['f.csv:3: institute_id IR-1 appears twice in 2025 (first on line 2)']);
  });

  it('stops on a missing header column or an empty file', () => {
    expect(() => parseNirfCsv('year,rank,name\n2025,1,X\n', 'f.csv')).toThrow(ImportError);
    expect(() => parseNirfCsv('year,rank,name\n2025,1,X\n', 'f.csv')).toThrow(/f\.csv:1: the header lacks column\(s\) institute_id, city, state/);
    expect(() => parseNirfCsv('', 'f.csv')).toThrow(/empty/);
  });
});

describe.each(testDialects())('NIRF import (%s)', (dialect) => {
  let t: TestDb;
  let tmp: string;
  beforeAll(async () => {
    t = await createTestDb(dialect);
    tmp = mkdtempSync(path.join(os.tmpdir(), 'nirf-import-'));
  });
  afterAll(async () => {
    await t.destroy();
    rmSync(tmp, { recursive: true, force: true });
  });
  beforeEach(() => t.reset());

  const countByYear = async () => {
    const rows = await t.db.selectFrom('nirf_rankings').select(['year', (eb) => eb.fn.countAll().as('n')]).groupBy('year').orderBy('year').execute();
    return Object.fromEntries(rows.map((r) => [Number(r.year), Number(r.n)]));
  };
  const dataset = () => t.db.selectFrom('datasets').selectAll().where('name', '=', NIRF_DATASET).executeTakeFirst();
  const writeCsv = (name: string, rows: string[]) => {
    const file = path.join(tmp, name);
    writeFileSync(file, `${HEADER}\n${rows.join('\n')}\n`);
    return file;
  };

  it('imports the valid rows, reports the bad ones and records the data set', async () => {
    const reporter = collector();
    const result = await importNirf(t.db, NIRF_FIXTURE, { reporter });
    expect(result).toMatchObject({ status: 'imported', rows: 12, dataset: NIRF_DATASET });
    expect(result.errors).toHaveLength(5);
    expect(result.errors[0]).toBe(`${NIRF_FIXTURE}:14: rank must be a whole number of 1 or more or a band like 101-150 (got "abc")`);
    expect(reporter.warns).toEqual(result.errors);
    expect(reporter.infos).toContain(`${NIRF_DATASET}: 12/12 rows`);
    expect(await countByYear()).toEqual({ 2024: 4, 2025: 8 });
    expect(await dataset()).toMatchObject({ checksum: sha256(readFileSync(NIRF_FIXTURE)), row_count: 12 });

    const band = await t.db.selectFrom('nirf_rankings').selectAll().where('name', '=', 'Delta Institute of Engineering').executeTakeFirstOrThrow();
    expect(band).toMatchObject({ year: 2024, rank_text: '201-300', rank_min: 201, rank_max: 300, score: null, institute_id: null, state_key: 'maharashtra', source_line: 13 });
    const scored = await t.db.selectFrom('nirf_rankings').selectAll().where('institute_id', '=', 'IR-E-I-1075').where('year', '=', 2025).executeTakeFirstOrThrow();
    expect(scored).toMatchObject({ rank_min: 4, rank_max: 4, score: 60.25, rpc: 45.1, state: 'Jammu & Kashmir', state_key: 'jammu-and-kashmir' });
  });

  it('skips an unchanged file, and re-imports it with force', async () => {
    await importNirf(t.db, NIRF_FIXTURE);
    const idsBefore = (await t.db.selectFrom('nirf_rankings').select('id').orderBy('id').execute()).map((r) => r.id);
    const again = await importNirf(t.db, NIRF_FIXTURE);
    expect(again).toMatchObject({ status: 'skipped', rows: 12, errors: [] });
    const idsAfter = (await t.db.selectFrom('nirf_rankings').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(idsAfter).toEqual(idsBefore);

    const forced = await importNirf(t.db, NIRF_FIXTURE, { force: true });
    expect(forced).toMatchObject({ status: 'imported', rows: 12 });
    expect(await countByYear()).toEqual({ 2024: 4, 2025: 8 });
  });

  it('replaces the rows when the file changes', async () => {
    await importNirf(t.db, NIRF_FIXTURE);
    const file = writeCsv('changed.csv', ['2023,1,IR-X,Only College,Pune,Goa,50,50,50,50,50,50']);
    const result = await importNirf(t.db, file);
    expect(result).toMatchObject({ status: 'imported', rows: 1 });
    expect(await countByYear()).toEqual({ 2023: 1 });
    expect(await dataset()).toMatchObject({ row_count: 1, checksum: sha256(readFileSync(file)) });
  });

  it('inserts in batches and leaves the old data when the import fails part-way', async () => {
    await importNirf(t.db, NIRF_FIXTURE);
    const before = await dataset();
    const rows = Array.from({ length: 1200 }, (_, i) => `2022,${i + 1},IR-${i},College ${i},Pune,Goa,50,50,50,50,50,50`);
    const file = writeCsv('big.csv', rows);
    const progress: Array<[number, number]> = [];
    await expect(
      importNirf(t.db, file, {
        onProgress: (done, total) => {
          progress.push([done, total]);
          if (done >= 1000) throw new Error('disk full');
        },
      }),
    ).rejects.toThrow('disk full');
    expect(progress).toEqual([
      [500, 1200],
      [1000, 1200],
    ]);
    expect(await countByYear()).toEqual({ 2024: 4, 2025: 8 });
    expect(await dataset()).toEqual(before);

    const ok = await importNirf(t.db, file);
    expect(ok.rows).toBe(1200);
    expect(await countByYear()).toEqual({ 2022: 1200 });
  });

  it('fails clearly on a missing file or a bad header, and changes nothing', async () => {
    await importNirf(t.db, NIRF_FIXTURE);
    await expect(importNirf(t.db, path.join(tmp, 'missing.csv'))).rejects.toThrow(/missing\.csv: cannot read the file \(ENOENT\)/);
    const bad = path.join(tmp, 'bad-header.csv');
    writeFileSync(bad, 'year,rank\n2025,1\n');
    await expect(importNirf(t.db, bad)).rejects.toThrow(ImportError);
    expect(await countByYear()).toEqual({ 2024: 4, 2025: 8 });
  });

  it('importIfEmpty imports into an empty database only, and survives a missing data dir', async () => {
    const reporter = collector();
    const first = await importIfEmpty(t.db, { dataDir: FIXTURES_DIR }, reporter);
    // Other data sets (JoSAA, MHT-CET) import from the same fixtures folder; only NIRF is checked here.
    const nirfOnly = <T extends { dataset: string }>(results: T[]) => results.filter((r) => r.dataset === NIRF_DATASET);
    expect(nirfOnly(first).map((r) => [r.dataset, r.status, r.rows])).toEqual([[NIRF_DATASET, 'imported', 12]]);
    expect(nirfOnly(await importIfEmpty(t.db, { dataDir: FIXTURES_DIR }, reporter))).toEqual([]);

    await t.reset();
    const missing = collector();
    expect(await importIfEmpty(t.db, { dataDir: path.join(tmp, 'nowhere') }, missing)).toEqual([]);
    expect(missing.warns.filter((w) => w.startsWith(`${NIRF_DATASET}:`))).toEqual([expect.stringMatching(/^nirf_engineering: not imported: .*cannot read the file/)]);
  });
});
