import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { josaaFinderAnswer, type FinderParams } from '../domain/josaa/finder';
import { josaaCatalog } from '../domain/josaa/options';
import { FIXTURES_DIR } from '../test/app';
import { createTestDb, testDialects, type TestDb } from '../test/db';
import { ImportError, sha256, type Reporter } from './datasetStore';
import { DATASETS } from './datasets';
import { importJosaa, JOSAA_DATASET, JOSAA_MATCHING_DATASET, josaaCutoffFiles, josaaMatchingIsStale, parseJosaaCsv } from './josaa';
import { combinedChecksum } from './josaaFiles';
import { importNirf } from './nirf';

export const JOSAA_FIXTURE = path.join(FIXTURES_DIR, 'josaa', 'josaa_cutoffs.csv');
export const JOSAA_NIRF_FIXTURE = path.join(FIXTURES_DIR, 'josaa', 'nirf_engineering.csv');
const HEADER = 'year,round,institute,institute_type,program,quota,seat_type,gender,opening_rank,closing_rank';
const CSE = '"Computer Science and Engineering (4 Years, Bachelor of Technology)"';
const fixtureText = readFileSync(JOSAA_FIXTURE, 'utf8');

function collector(): Reporter & { infos: string[]; warns: string[] } {
  const infos: string[] = [];
  const warns: string[] = [];
  return { infos, warns, info: (m) => infos.push(m), warn: (m) => warns.push(m) };
}

describe('parseJosaaCsv', () => {
  const parsed = parseJosaaCsv(fixtureText, 'josaa.csv');
  const find = (where: Partial<Record<string, unknown>>) =>
    parsed.records.filter((r) => Object.entries(where).every(([k, v]) => r[k as keyof typeof r] === v));

  it('keeps the valid rows and reports each bad row as file:line: reason', () => {
    expect(parsed.total).toBe(38);
    expect(parsed.records).toHaveLength(30);
    expect(parsed.errors).toEqual([
      'josaa.csv:32: year must be a whole number from 2015 to 2100 (got "2O24")',
      'josaa.csv:33: round must be a whole number from 1 to 20 (got "0")',
      'josaa.csv:34: institute_type must be one of IIT, NIT, IIIT, GFTI (got "XYZ")',
      'josaa.csv:35: opening_rank must be a rank of 1 or more, optionally ending in P (got "abc")',
      'josaa.csv:36: closing_rank must be a rank of 1 or more, optionally ending in P (got "0")',
      'josaa.csv:37: institute is required',
      'josaa.csv:38: expected 10 fields, found 4',
      'josaa.csv:39: the same year, round, institute, program, quota, seat type and gender appear on line 7',
    ]);
  });

  it("keeps ranks as published (with 'P'), adds their numbers, and drops a '.0' artefact", () => {
    expect(find({ seat_type: 'OPEN (PwD)', institute: 'Indian Institute of Technology Bombay' })[0]).toMatchObject({
      opening_rank: '5',
      closing_rank: '12P',
      opening_rank_num: 5,
      closing_rank_num: 12,
      opening_is_preparatory: 0,
      is_preparatory: 1,
    });
    expect(find({ seat_type: 'OPEN (PwD)', institute: 'Indian Institute of Technology (BHU) Varanasi' })[0]).toMatchObject({
      opening_rank: '25P',
      closing_rank: '40P',
      opening_is_preparatory: 1,
      is_preparatory: 1,
    });
    expect(find({ quota: 'GO', gender: 'Female-only (including Supernumerary)' })[0]).toMatchObject({ closing_rank: '1005918', closing_rank_num: 1005918 });
  });

  it('derives the exam type, the branch and the source line', () => {
    const row = find({ year: 2024, round: 3, program: 'Civil Engineering and M.Tech in Transportation Engineering (5 Years, Bachelor and Master of Technology (Dual Degree))' })[0];
    expect(row).toMatchObject({ exam_type: 'jee_advanced', branch: 'Civil Engineering and M.Tech in Transportation Engineering', source_line: 12 });
    expect(find({ institute: 'National Institute of Technology Goa' })[0].exam_type).toBe('jee_main');
    expect(find({ institute: 'Indian Institute of Information Technology Lucknow' })[0]).toMatchObject({ institute_type: 'IIIT', exam_type: 'jee_main' });
  });

  it('labels competitiveness within year, exam and seat type, on the final-round scale', () => {
    const label = (institute: string, program: RegExp, extra: Record<string, unknown> = {}) =>
      parsed.records.find((r) => r.year === 2024 && r.institute === institute && program.test(r.program) && Object.entries(extra).every(([k, v]) => r[k as 'quota'] === v))!
        .competitiveness;
    // JEE Advanced OPEN 2024 final round: 68, 291, 880, 1200, 9000.
    expect(label('Indian Institute of Technology Bombay', /^Computer/, { round: 3, gender: 'Gender-Neutral', seat_type: 'OPEN' })).toBe('Highly Competitive');
    expect(label('Indian Institute of Technology Bombay', /^Computer/, { round: 1, seat_type: 'OPEN' })).toBe('Highly Competitive');
    expect(label('Indian Institute of Technology Bombay', /^Electrical/)).toBe('Moderately Competitive');
    expect(label('Indian Institute of Technology Bombay', /^Civil/)).toBe('Less Competitive');
    expect(label('Indian Institute of Technology Bombay', /^Computer/, { seat_type: 'OPEN (PwD)' })).toBe('Less Competitive');
    // JEE Main OPEN 2024 final round: 11 seats; 1,500 is the best, 150,000 among the worst.
    expect(label('National Institute of Technology, Tiruchirappalli', /^Computer/, { round: 3, quota: 'OS', gender: 'Gender-Neutral' })).toBe('Highly Competitive');
    expect(label('National Institute of Technology Goa', /^Mechanical/, { quota: 'GO', gender: 'Gender-Neutral' })).toBe('Less Competitive');
  });

  it('accepts the columns in any order, trims cells and collapses inner spaces', () => {
    const text = `closing_rank,opening_rank,year,round,institute,institute_type,program,quota,seat_type,gender\n 70 ,1,2024,2,Indian Institute  of Technology X,IIT,${CSE},AI,OPEN,Gender-Neutral\n`;
    const { records, errors } = parseJosaaCsv(text, 'f.csv');
    expect(errors).toEqual([]);
    expect(records[0]).toMatchObject({ institute: 'Indian Institute of Technology X', closing_rank: '70', round: 2 });
  });

  it.each([
    [`2024,1,X,IIT,${CSE},AI,OPEN,Gender-Neutral,1,-5`, 'closing_rank must be'],
    [`2024,1,X,IIT,${CSE},AI,OPEN,Gender-Neutral,1.5,5`, 'opening_rank must be'],
    [`2024,1,X,IIT,${CSE},AI,OPEN,Gender-Neutral,P5,5`, 'opening_rank must be'],
    [`2024,21,X,IIT,${CSE},AI,OPEN,Gender-Neutral,1,5`, 'round must be'],
    [`2101,1,X,IIT,${CSE},AI,OPEN,Gender-Neutral,1,5`, 'year must be'],
    [`2024,1,X,iit,${CSE},AI,OPEN,Gender-Neutral,1,5`, 'institute_type must be'],
    [`2024,1,X,IIT,,AI,OPEN,Gender-Neutral,1,5`, 'program is required'],
    [`2024,1,X,IIT,${CSE},,OPEN,Gender-Neutral,1,5`, 'quota is required'],
    [`2024,1,X,IIT,${CSE},AI,,Gender-Neutral,1,5`, 'seat_type is required'],
    [`2024,1,X,IIT,${CSE},AI,OPEN,,1,5`, 'gender is required'],
    [`2024,1,X,IIT,"${CSE.slice(1, -1)},AI`, 'unterminated quoted field'],
  ])('rejects %s', (line, reason) => {
    const { records, errors } = parseJosaaCsv(`${HEADER}\n${line}\n`, 'f.csv');
    expect(records).toEqual([]);
    expect(errors).toEqual([expect.stringContaining(`f.csv:2: ${reason}`)]);
  });

  it('stops on a header without the required columns, or an empty file', () => {
    expect(() => parseJosaaCsv('year,round,institute\n2024,1,X\n', 'f.csv')).toThrow(
      /^f\.csv:1: the header lacks column\(s\) institute_type, program, quota, seat_type, gender, opening_rank, closing_rank/,
    );
    expect(() => parseJosaaCsv('', 'f.csv')).toThrow(ImportError);
  });
});

describe.each(testDialects())('JoSAA import (%s)', (dialect) => {
  let t: TestDb;
  let tmp: string;

  beforeAll(async () => {
    t = await createTestDb(dialect);
    tmp = mkdtempSync(path.join(os.tmpdir(), 'josaa-import-'));
  });
  afterAll(async () => {
    await t.destroy();
    rmSync(tmp, { recursive: true, force: true });
  });
  beforeEach(async () => {
    for (const table of ['josaa_cutoffs', 'josaa_institutes', 'josaa_nirf_ranks', 'nirf_rankings', 'datasets'] as const) {
      await t.db.deleteFrom(table).execute();
    }
    await importNirf(t.db, JOSAA_NIRF_FIXTURE);
  });

  const count = async () => Number((await t.db.selectFrom('josaa_cutoffs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const stored = (name: string) => t.db.selectFrom('datasets').selectAll().where('name', '=', name).executeTakeFirst();
  const nirfRank = async (institute: string, year: number) =>
    (await t.db.selectFrom('josaa_nirf_ranks').selectAll().where('institute', '=', institute).where('year', '=', year).executeTakeFirst()) ?? null;

  it('imports the valid rows, reports the bad ones and progress, and records the data set', async () => {
    const reporter = collector();
    const result = await importJosaa(t.db, JOSAA_FIXTURE, { reporter });
    expect(result).toMatchObject({ dataset: JOSAA_DATASET, status: 'imported', rows: 30 });
    expect(result.errors).toHaveLength(8);
    expect(result.errors[0]).toBe(`${JOSAA_FIXTURE}:32: year must be a whole number from 2015 to 2100 (got "2O24")`);
    expect(reporter.warns).toEqual(result.errors);
    expect(reporter.infos).toContain('josaa_cutoffs: josaa_cutoffs.csv: 30/30 rows');
    expect(reporter.infos.at(-1)).toMatch(/^josaa_cutoffs: imported 30 rows in \d+ ms; 8 bad row\(s\) skipped; 6 of 8 institutes matched to NIRF$/);
    expect(await count()).toBe(30);
    expect(await stored(JOSAA_DATASET)).toMatchObject({ checksum: result.checksum, row_count: 30 });

    const row = await t.db.selectFrom('josaa_cutoffs').selectAll().where('closing_rank', '=', '12P').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      year: 2024,
      round: 3,
      institute: 'Indian Institute of Technology Bombay',
      institute_type: 'IIT',
      exam_type: 'jee_advanced',
      branch: 'Computer Science and Engineering',
      seat_type: 'OPEN (PwD)',
      opening_rank: '5',
      closing_rank_num: 12,
      is_preparatory: 1,
      opening_is_preparatory: 0,
      competitiveness: 'Less Competitive',
      source_line: 10,
    });
  });

  it('matches the institutes to NIRF once, with the rank of the latest NIRF list not after each year', async () => {
    await importJosaa(t.db, JOSAA_FIXTURE);
    const institutes = await t.db.selectFrom('josaa_institutes').selectAll().orderBy('name').execute();
    expect(institutes).toHaveLength(8);
    expect(Object.fromEntries(institutes.map((i) => [i.name, i.match_method]))).toEqual({
      'Birla Institute of Technology, Mesra, Ranchi': 'alias',
      'Birla Institute of Technology, Patna Off-Campus': null,
      'Indian Institute of Information Technology Lucknow': null,
      'Indian Institute of Technology (BHU) Varanasi': 'alias',
      'Indian Institute of Technology Bombay': 'name',
      'Malaviya National Institute of Technology Jaipur': 'name+city',
      'National Institute of Technology Goa': 'name',
      'National Institute of Technology, Tiruchirappalli': 'name',
    });
    expect(await nirfRank('Indian Institute of Technology Bombay', 2022)).toBeNull();
    expect(await nirfRank('Indian Institute of Technology Bombay', 2023)).toMatchObject({ nirf_year: 2023, nirf_rank: 3 });
    expect(await nirfRank('Indian Institute of Technology (BHU) Varanasi', 2024)).toMatchObject({ nirf_year: 2024, nirf_rank: 10 });
    expect(await nirfRank('Indian Institute of Technology Bombay', 2025)).toMatchObject({ nirf_year: 2024, nirf_rank: 3 });
    expect(await nirfRank('National Institute of Technology Goa', 2024)).toMatchObject({ nirf_rank: null, nirf_rank_text: '101-150', nirf_sort: 101 });
    expect(await nirfRank('Birla Institute of Technology, Patna Off-Campus', 2024)).toBeNull();
    expect(await stored(JOSAA_MATCHING_DATASET)).toMatchObject({ row_count: 6 });
    expect(await josaaMatchingIsStale(t.db)).toBe(false);
  });

  it('skips an unchanged file, re-imports it with force, and never duplicates rows', async () => {
    const first = await importJosaa(t.db, JOSAA_FIXTURE);
    const reporter = collector();
    const second = await importJosaa(t.db, JOSAA_FIXTURE, { reporter });
    expect(second).toMatchObject({ status: 'skipped', rows: 30, checksum: first.checksum, errors: [] });
    expect(reporter.infos[0]).toMatch(/^josaa_cutoffs: unchanged since .* \(30 rows\); skipped\. Use --force to re-import\.$/);
    expect(await count()).toBe(30);
    const forced = await importJosaa(t.db, JOSAA_FIXTURE, { force: true });
    expect(forced.status).toBe('imported');
    expect(await count()).toBe(30);
  });

  it('replaces the rows when the file changes', async () => {
    await importJosaa(t.db, JOSAA_FIXTURE);
    const file = path.join(tmp, 'two.csv');
    writeFileSync(file, `${HEADER}\n2025,1,Indian Institute of Technology Bombay,IIT,${CSE},AI,OPEN,Gender-Neutral,1,61\n2025,2,Indian Institute of Technology Bombay,IIT,${CSE},AI,OPEN,Gender-Neutral,1,65\n`);
    const result = await importJosaa(t.db, file);
    expect(result).toMatchObject({ status: 'imported', rows: 2 });
    expect(await count()).toBe(2);
    expect((await t.db.selectFrom('josaa_institutes').select('name').execute()).map((r) => r.name)).toEqual(['Indian Institute of Technology Bombay']);
  });

  it('runs in one transaction: a failure part-way leaves the previous data untouched', async () => {
    const first = await importJosaa(t.db, JOSAA_FIXTURE);
    const file = path.join(tmp, 'other.csv');
    writeFileSync(file, `${fixtureText}2021,1,Indian Institute of Technology Bombay,IIT,${CSE},AI,OPEN,Gender-Neutral,1,70\n`);
    await expect(
      importJosaa(t.db, file, {
        onProgress: () => {
          throw new Error('disk full');
        },
      }),
    ).rejects.toThrow('disk full');
    expect(await count()).toBe(30);
    expect((await stored(JOSAA_DATASET))?.checksum).toBe(first.checksum);
    expect(await t.db.selectFrom('josaa_cutoffs').select('id').where('year', '=', 2021).executeTakeFirst()).toBeUndefined();
    expect(await nirfRank('Indian Institute of Technology Bombay', 2024)).toMatchObject({ nirf_rank: 3 });
  });

  it('re-imports an unchanged file when the NIRF list changed since, so the NIRF ranks are fresh', async () => {
    await importJosaa(t.db, JOSAA_FIXTURE);
    const nirfFile = path.join(tmp, 'nirf.csv');
    writeFileSync(nirfFile, readFileSync(JOSAA_NIRF_FIXTURE, 'utf8').replace('2024,3,IR-E-U-0306', '2024,1,IR-E-U-0306'));
    await importNirf(t.db, nirfFile);
    expect(await josaaMatchingIsStale(t.db)).toBe(true);
    const josaaEntry = DATASETS.find((d) => d.name === JOSAA_DATASET)!;
    expect(await josaaEntry.isEmpty(t.db)).toBe(true);

    const reporter = collector();
    const result = await importJosaa(t.db, JOSAA_FIXTURE, { reporter });
    expect(result.status).toBe('imported');
    expect(reporter.infos[0]).toMatch(/the NIRF list or the matching rules changed since the last import; re-importing/);
    expect(await nirfRank('Indian Institute of Technology Bombay', 2024)).toMatchObject({ nirf_rank: 1 });
    const row = await t.db.selectFrom('josaa_cutoffs').select(['nirf_rank', 'nirf_sort']).where('closing_rank', '=', '68').executeTakeFirstOrThrow();
    expect(row).toEqual({ nirf_rank: 1, nirf_sort: 1 });
    expect(await josaaMatchingIsStale(t.db)).toBe(false);
    expect(await josaaEntry.isEmpty(t.db)).toBe(false);
    expect((await importJosaa(t.db, JOSAA_FIXTURE)).status).toBe('skipped');
  });

  it("stores each row's NIRF rank and the integer sort keys of the finder", async () => {
    await importJosaa(t.db, JOSAA_FIXTURE);
    const rows = await t.db
      .selectFrom('josaa_cutoffs')
      .select(['institute', 'closing_rank', 'nirf_rank', 'nirf_sort', 'nirf_order', 'institute_order'])
      .where('year', '=', 2024)
      .orderBy('nirf_order')
      .execute();
    expect(rows[0]).toMatchObject({ institute: 'Indian Institute of Technology Bombay', closing_rank: '30', nirf_rank: 3, nirf_sort: 3 });
    expect(rows.find((r) => r.institute === 'National Institute of Technology Goa')).toMatchObject({ nirf_rank: null, nirf_sort: 101 });
    expect(rows.at(-1)).toMatchObject({ institute: 'Indian Institute of Information Technology Lucknow', nirf_rank: null, nirf_sort: null });
    const orders = (await t.db.selectFrom('josaa_cutoffs').select('nirf_order').execute()).map((r) => Number(r.nirf_order));
    expect(new Set(orders).size).toBe(30);
    const byName = await t.db.selectFrom('josaa_cutoffs').select(['institute', 'institute_order']).distinct().orderBy('institute_order').execute();
    expect(byName.map((r) => r.institute)).toEqual([
      'Birla Institute of Technology, Mesra, Ranchi',
      'Birla Institute of Technology, Patna Off-Campus',
      'Indian Institute of Information Technology Lucknow',
      'Indian Institute of Technology (BHU) Varanasi',
      'Indian Institute of Technology Bombay',
      'Malaviya National Institute of Technology Jaipur',
      'National Institute of Technology Goa',
      'National Institute of Technology, Tiruchirappalli',
    ]);
  });

  it('fails clearly on a missing file or a bad header, and changes nothing', async () => {
    await importJosaa(t.db, JOSAA_FIXTURE);
    await expect(importJosaa(t.db, path.join(tmp, 'missing.csv'))).rejects.toThrow(/missing\.csv: cannot read the file \(ENOENT\)/);
    const bad = path.join(tmp, 'bad-header.csv');
    writeFileSync(bad, 'year,round\n2024,1\n');
    await expect(importJosaa(t.db, bad)).rejects.toThrow(ImportError);
    expect(await count()).toBe(30);
  });
});

// Several files: fixtures/josaa-files holds josaa_cutoffs.csv (2024, 8 rows) and josaa_cutoffs_2025.csv
// (2025 rounds 1-2, 7 rows, two institutes not in 2024). Each test builds its own DATA_DIR from them.
const FILES_FIXTURES = path.join(FIXTURES_DIR, 'josaa-files');
const FILE_2024 = 'josaa_cutoffs.csv';
const FILE_2025 = 'josaa_cutoffs_2025.csv';
const ROWS_2024 = 8;
const ROWS_2025 = 7;

describe('josaaCutoffFiles', () => {
  it('lists every josaa_cutoffs*.csv of DATA_DIR/josaa by name, and nothing else', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'josaa-list-'));
    try {
      mkdirSync(path.join(dataDir, 'josaa', 'josaa_cutoffs_old.csv'), { recursive: true });
      for (const name of [FILE_2025, FILE_2024, 'crosscheck.csv', 'institute_states.csv', 'josaa_cutoffs.csv.bak', 'SOURCES.md']) {
        writeFileSync(path.join(dataDir, 'josaa', name), HEADER);
      }
      expect(josaaCutoffFiles(dataDir)).toEqual([path.join(dataDir, 'josaa', FILE_2024), path.join(dataDir, 'josaa', FILE_2025)]);
      expect(() => josaaCutoffFiles(path.join(dataDir, 'nowhere'))).toThrow(/nowhere[/\\]josaa: cannot read the folder \(ENOENT\)/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(testDialects())('JoSAA import of several files (%s)', (dialect) => {
  let t: TestDb;
  let folder: string;

  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(async () => {
    await t.destroy();
  });
  beforeEach(async () => {
    for (const table of ['josaa_cutoffs', 'josaa_institutes', 'josaa_nirf_ranks', 'josaa_files', 'nirf_rankings', 'datasets'] as const) {
      await t.db.deleteFrom(table).execute();
    }
    await importNirf(t.db, JOSAA_NIRF_FIXTURE);
    folder = mkdtempSync(path.join(os.tmpdir(), 'josaa-files-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const add = (...names: string[]) => {
    for (const name of names) copyFileSync(path.join(FILES_FIXTURES, name), path.join(folder, name));
  };
  const count = async () => Number((await t.db.selectFrom('josaa_cutoffs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const ids = async (year: number) =>
    (await t.db.selectFrom('josaa_cutoffs').select('id').where('year', '=', year).orderBy('id').execute()).map((r) => Number(r.id));
  const files = async () =>
    (await t.db.selectFrom('josaa_files').select(['name', 'row_count', 'years']).orderBy('name').execute()).map((r) => ({ ...r, row_count: Number(r.row_count) }));
  const datasetRow = () => t.db.selectFrom('datasets').selectAll().where('name', '=', JOSAA_DATASET).executeTakeFirstOrThrow();
  const parsedLines = (infos: string[]) => infos.filter((m) => / rows valid, years /.test(m)).map((m) => m.split(': ')[1]);

  it('imports every file of the folder, each row with its file, and records each file and a combined checksum', async () => {
    add(FILE_2024, FILE_2025);
    writeFileSync(path.join(folder, 'crosscheck.csv'), 'not,a,cut-off,file\n');
    const reporter = collector();
    const result = await importJosaa(t.db, folder, { reporter });
    expect(result).toMatchObject({ status: 'imported', rows: ROWS_2024 + ROWS_2025, errors: [] });
    expect(parsedLines(reporter.infos)).toEqual([FILE_2024, FILE_2025]);
    expect(reporter.infos).toContain(`josaa_cutoffs: ${FILE_2025}: ${ROWS_2025}/${ROWS_2025} rows`);
    const bySource = await t.db.selectFrom('josaa_cutoffs').select(['year', 'source_file']).distinct().orderBy('year').execute();
    expect(bySource.map((r) => [Number(r.year), r.source_file])).toEqual([[2024, FILE_2024], [2025, FILE_2025]]);
    expect(await files()).toEqual([
      { name: FILE_2024, row_count: ROWS_2024, years: '2024' },
      { name: FILE_2025, row_count: ROWS_2025, years: '2025' },
    ]);
    const checksums = [FILE_2024, FILE_2025].map((name) => ({ name, checksum: sha256(readFileSync(path.join(folder, name))) }));
    expect(await datasetRow()).toMatchObject({ checksum: combinedChecksum(checksums), row_count: ROWS_2024 + ROWS_2025 });
    expect(result.checksum).toBe(combinedChecksum(checksums));
    // Competitiveness on each year's latest round: 2025 ends with round 2, whose JEE Main OPEN closing ranks
    // are 1450, 42000, 90000, so 1450 is in the best third (over every round it would not be).
    const trichy = await t.db.selectFrom('josaa_cutoffs').select('competitiveness').where('year', '=', 2025).where('closing_rank', '=', '1450').execute();
    expect(trichy.map((r) => r.competitiveness)).toEqual(['Highly Competitive', 'Highly Competitive']);

    const again = collector();
    expect(await importJosaa(t.db, folder, { reporter: again })).toMatchObject({ status: 'skipped', rows: ROWS_2024 + ROWS_2025 });
    expect(parsedLines(again.infos)).toEqual([]);
  });

  it('adding a file imports only that file: the rows of the other keep their ids', async () => {
    add(FILE_2024);
    const first = await importJosaa(t.db, folder);
    const ids2024 = await ids(2024);
    add(FILE_2025);
    const reporter = collector();
    const second = await importJosaa(t.db, folder, { reporter });
    expect(parsedLines(reporter.infos)).toEqual([FILE_2025]);
    expect(reporter.infos).toContain(`josaa_cutoffs: ${FILE_2024}: unchanged (${ROWS_2024} rows); kept`);
    expect(reporter.infos.at(-1)).toMatch(new RegExp(`^josaa_cutoffs: imported ${ROWS_2025} rows in \\d+ ms; ${ROWS_2024} rows of unchanged files kept; 4 of 7 institutes matched to NIRF$`));
    expect(second).toMatchObject({ status: 'imported', rows: ROWS_2024 + ROWS_2025 });
    expect(second.checksum).not.toBe(first.checksum);
    expect(await ids(2024)).toEqual(ids2024);
    expect(await ids(2025)).toHaveLength(ROWS_2025);
    expect(await datasetRow()).toMatchObject({ checksum: second.checksum, row_count: ROWS_2024 + ROWS_2025 });
    // The matching tables cover the institutes of both files.
    const institutes = (await t.db.selectFrom('josaa_institutes').select('name').orderBy('name').execute()).map((r) => r.name);
    expect(institutes).toEqual([
      'Central University of Karnataka',
      'Indian Institute of Information Technology Lucknow',
      'Indian Institute of Science, Bangalore',
      'Indian Institute of Technology (BHU) Varanasi',
      'Indian Institute of Technology Bombay',
      'National Institute of Technology Goa',
      'National Institute of Technology, Tiruchirappalli',
    ]);
    const ranked = await t.db.selectFrom('josaa_nirf_ranks').select(['institute', 'year']).where('institute', '=', 'Indian Institute of Technology (BHU) Varanasi').orderBy('year').execute();
    expect(ranked.map((r) => Number(r.year))).toEqual([2024, 2025]);
  });

  it('a changed file re-imports only its own rows', async () => {
    add(FILE_2024, FILE_2025);
    await importJosaa(t.db, folder);
    const ids2024 = await ids(2024);
    const ids2025 = await ids(2025);
    const file = path.join(folder, FILE_2025);
    writeFileSync(file, readFileSync(file, 'utf8').replace(',21000,42000', ',21000,43000'));
    const reporter = collector();
    expect(await importJosaa(t.db, folder, { reporter })).toMatchObject({ status: 'imported', rows: ROWS_2024 + ROWS_2025 });
    expect(parsedLines(reporter.infos)).toEqual([FILE_2025]);
    expect(await ids(2024)).toEqual(ids2024);
    expect((await ids(2025)).some((id) => ids2025.includes(id))).toBe(false);
    const goa = await t.db.selectFrom('josaa_cutoffs').select('closing_rank').where('year', '=', 2025).where('institute', '=', 'National Institute of Technology Goa').execute();
    expect(goa).toEqual([{ closing_rank: '43000' }]);
  });

  it('a removed file takes its rows, and its institutes, with it', async () => {
    add(FILE_2024, FILE_2025);
    await importJosaa(t.db, folder);
    const ids2024 = await ids(2024);
    unlinkSync(path.join(folder, FILE_2025));
    const reporter = collector();
    expect(await importJosaa(t.db, folder, { reporter })).toMatchObject({ status: 'imported', rows: ROWS_2024 });
    expect(reporter.infos).toContain(`josaa_cutoffs: ${FILE_2025}: no longer there; its ${ROWS_2025} rows go`);
    expect(await count()).toBe(ROWS_2024);
    expect(await ids(2024)).toEqual(ids2024);
    expect(await files()).toEqual([{ name: FILE_2024, row_count: ROWS_2024, years: '2024' }]);
    expect(await t.db.selectFrom('josaa_institutes').select('name').where('name', '=', 'Indian Institute of Science, Bangalore').executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('josaa_nirf_ranks').select('year').where('year', '=', 2025).executeTakeFirst()).toBeUndefined();
    expect(await datasetRow()).toMatchObject({ row_count: ROWS_2024 });
  });

  describe('a bad file changes nothing', () => {
    const unchanged = async (before: { checksum: string; ids: number[] }) => {
      expect((await datasetRow()).checksum).toBe(before.checksum);
      expect([...(await ids(2024)), ...(await ids(2025))]).toEqual(before.ids);
      expect(await files()).toEqual([{ name: FILE_2024, row_count: ROWS_2024, years: '2024' }]);
      expect(await josaaMatchingIsStale(t.db)).toBe(false);
    };
    const importFirst = async () => {
      add(FILE_2024);
      const { checksum } = await importJosaa(t.db, folder);
      return { checksum, ids: await ids(2024) };
    };

    it('the same year in two files', async () => {
      const before = await importFirst();
      add(FILE_2025);
      writeFileSync(path.join(folder, 'josaa_cutoffs_extra.csv'), `${HEADER}\n2024,6,Indian Institute of Technology Bombay,IIT,${CSE},AI,OPEN,Gender-Neutral,1,70\n`);
      await expect(importJosaa(t.db, folder)).rejects.toThrow(
        new ImportError('2024: rows of this year are in both josaa_cutoffs.csv and josaa_cutoffs_extra.csv; each year must come from one file. Nothing was imported.'),
      );
      await unchanged(before);
      // Two new files with the same year, too.
      unlinkSync(path.join(folder, 'josaa_cutoffs_extra.csv'));
      copyFileSync(path.join(folder, FILE_2025), path.join(folder, 'josaa_cutoffs_2025_again.csv'));
      await expect(importJosaa(t.db, folder)).rejects.toThrow(/^2025: rows of this year are in both josaa_cutoffs_2025\.csv and josaa_cutoffs_2025_again\.csv/);
      await unchanged(before);
    });

    it('a file whose every row is invalid, or that has no rows', async () => {
      const before = await importFirst();
      const bad = path.join(folder, FILE_2025);
      writeFileSync(bad, `${HEADER}\n2025,1,X,IIT,${CSE},AI,OPEN,Gender-Neutral,1,abc\n2025,0,X,IIT,${CSE},AI,OPEN,Gender-Neutral,1,5\n`);
      const reporter = collector();
      await expect(importJosaa(t.db, folder, { reporter })).rejects.toThrow(`${bad}: none of its 2 data rows is valid; nothing was imported`);
      expect(reporter.warns).toHaveLength(2);
      await unchanged(before);
      writeFileSync(bad, `${HEADER}\n`);
      await expect(importJosaa(t.db, folder)).rejects.toThrow(`${bad}: the file has no data rows; nothing was imported`);
      writeFileSync(bad, 'year,round\n2025,1\n');
      await expect(importJosaa(t.db, folder)).rejects.toThrow(/the header lacks column\(s\)/);
      await unchanged(before);
    });

    it('a failure part-way through', async () => {
      const before = await importFirst();
      add(FILE_2025);
      await expect(
        importJosaa(t.db, folder, {
          onProgress: (done) => {
            if (done > 0) throw new Error('disk full');
          },
        }),
      ).rejects.toThrow('disk full');
      await unchanged(before);
    });

    it('a folder without any josaa_cutoffs*.csv, or no folder at all', async () => {
      const before = await importFirst();
      unlinkSync(path.join(folder, FILE_2024));
      await expect(importJosaa(t.db, folder)).rejects.toThrow(`${folder}: no josaa_cutoffs*.csv file in the folder`);
      await expect(importJosaa(t.db, path.join(folder, 'nowhere'))).rejects.toThrow(/nowhere: cannot read the folder \(ENOENT\)/);
      await unchanged(before);
    });
  });

  it('the catalog and the finder see the new year after an in-process import', async () => {
    add(FILE_2024);
    await importJosaa(t.db, folder);
    const params: FinderParams = {
      rank: 1, year: 2025, examType: null, round: null, quota: null, seatType: null, gender: null, branch: null,
      sortBy: 'nirf_rank', sortOrder: 'asc', page: 1, pageSize: 50,
    };
    const basis = { source: 'JoSAA', year: 2025, round: null, rounds: [] } as const;
    const institutes = async () =>
      (JSON.parse((await josaaFinderAnswer(t.db, params, { ...basis, rounds: [] })).toString('utf8')) as { results: { institute: string }[] }).results.map((r) => r.institute);
    expect((await josaaCatalog(t.db)).years()).toEqual([2024]);
    expect(await institutes()).toEqual([]);
    add(FILE_2025);
    await importJosaa(t.db, folder);
    const catalog = await josaaCatalog(t.db);
    expect(catalog.years()).toEqual([2025, 2024]);
    expect(catalog.rounds({ year: 2025 })).toEqual([1, 2]);
    // NIRF 2024 list: IIT Bombay 3, NIT Trichy 9, NIT Goa banded; then the unranked.
    expect(await institutes()).toEqual([
      'Indian Institute of Technology Bombay',
      'Indian Institute of Technology Bombay',
      'National Institute of Technology, Tiruchirappalli',
      'National Institute of Technology, Tiruchirappalli',
      'National Institute of Technology Goa',
      'Central University of Karnataka',
      'Indian Institute of Science, Bangalore',
    ]);
  });

  it('nirf_order is unique over the table and, within a year, in the order a full import gives', async () => {
    const sortKeys = async () => {
      const rows = await t.db
        .selectFrom('josaa_cutoffs')
        .select(['year', 'round', 'institute', 'program', 'quota', 'seat_type', 'gender', 'nirf_order', 'institute_order', 'competitiveness', 'nirf_rank'])
        .orderBy('nirf_order')
        .execute();
      const orders = rows.map((r) => Number(r.nirf_order));
      expect(new Set(orders).size).toBe(rows.length);
      for (const r of rows) expect(Math.floor(Number(r.nirf_order) / 1_000_000)).toBe(Number(r.year));
      // Within a year: the row order, the institutes' alphabetical order, and the derived labels.
      return [2024, 2025].map((year) => {
        const ofYear = rows.filter((r) => Number(r.year) === year);
        const byName = [...new Set(ofYear.map((r) => r.institute))].sort((a, b) => {
          const order = (name: string) => Number(ofYear.find((r) => r.institute === name)!.institute_order);
          return order(a) - order(b);
        });
        return {
          rows: ofYear.map((r) => `${r.round}|${r.institute}|${r.program}|${r.quota}|${r.seat_type}|${r.gender}|${r.competitiveness}|${r.nirf_rank}`),
          byName,
        };
      });
    };
    add(FILE_2025);
    await importJosaa(t.db, folder);
    add(FILE_2024);
    const reporter = collector();
    await importJosaa(t.db, folder, { reporter });
    expect(parsedLines(reporter.infos)).toEqual([FILE_2024]);
    const partial = await sortKeys();
    expect(partial[0].byName).toEqual([...partial[0].byName].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    expect(partial[1].byName).toEqual([...partial[1].byName].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    const forced = collector();
    await importJosaa(t.db, folder, { force: true, reporter: forced });
    expect(parsedLines(forced.infos)).toEqual([FILE_2024, FILE_2025]);
    expect(await sortKeys()).toEqual(partial);
  });

  it('re-imports every file when the NIRF list changed since', async () => {
    add(FILE_2024, FILE_2025);
    await importJosaa(t.db, folder);
    const nirfFile = path.join(folder, 'nirf.csv');
    writeFileSync(nirfFile, readFileSync(JOSAA_NIRF_FIXTURE, 'utf8').replace('2024,3,IR-E-U-0306', '2024,1,IR-E-U-0306'));
    await importNirf(t.db, nirfFile);
    const reporter = collector();
    expect((await importJosaa(t.db, folder, { reporter })).status).toBe('imported');
    expect(parsedLines(reporter.infos)).toEqual([FILE_2024, FILE_2025]);
    const bombay = await t.db.selectFrom('josaa_cutoffs').select(['year', 'nirf_rank']).distinct().where('institute', '=', 'Indian Institute of Technology Bombay').orderBy('year').execute();
    expect(bombay.map((r) => [Number(r.year), r.nirf_rank])).toEqual([[2024, 1], [2025, 1]]);
    expect(await josaaMatchingIsStale(t.db)).toBe(false);
  });

  it('re-imports every file when the stored rows cannot be traced to their files (a database from before)', async () => {
    add(FILE_2024, FILE_2025);
    await importJosaa(t.db, folder);
    // As an older import left it: no file per row, no josaa_files, the checksum of the one file.
    await t.db.updateTable('josaa_cutoffs').set({ source_file: '' }).execute();
    await t.db.deleteFrom('josaa_files').execute();
    await t.db.updateTable('datasets').set({ checksum: sha256(readFileSync(path.join(folder, FILE_2024))) }).where('name', '=', JOSAA_DATASET).execute();
    const reporter = collector();
    expect(await importJosaa(t.db, folder, { reporter })).toMatchObject({ status: 'imported', rows: ROWS_2024 + ROWS_2025 });
    expect(reporter.infos[0]).toMatch(/the stored rows cannot be traced to their files .*; importing every file$/);
    expect(parsedLines(reporter.infos)).toEqual([FILE_2024, FILE_2025]);
    expect(await count()).toBe(ROWS_2024 + ROWS_2025);
    expect(await t.db.selectFrom('josaa_cutoffs').select('id').where('source_file', '=', '').executeTakeFirst()).toBeUndefined();
    expect((await importJosaa(t.db, folder)).status).toBe('skipped');
  });
});
