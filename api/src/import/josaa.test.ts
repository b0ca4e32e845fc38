import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURES_DIR } from '../test/app';
import { createTestDb, testDialects, type TestDb } from '../test/db';
import { ImportError, type Reporter } from './datasetStore';
import { DATASETS } from './datasets';
import { importJosaa, JOSAA_DATASET, JOSAA_MATCHING_DATASET, josaaMatchingIsStale, parseJosaaCsv } from './josaa';
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
    expect(reporter.infos).toContain('josaa_cutoffs: 30/30 rows');
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
