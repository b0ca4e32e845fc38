import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeMhtcetSeatType } from 'shared-contracts';
import { MHTCET_FIXTURE } from '../test/mhtcet';
import { createTestDb, testDialects, type TestDb } from '../test/db';
import { ImportError, sha256, type Reporter } from './datasetStore';
import { importMhtcet, MHTCET_DATASET, parseMhtcetCsv } from './mhtcet';

const HEADER = 'year,round,college_code,college_name,district,status,branch_code,branch_name,stage,seat_type,quota,closing_rank,closing_percentile';
const fixtureText = readFileSync(MHTCET_FIXTURE, 'utf8');
const ALPHA = '2025,I,01002,Alpha College,Amravati,Government,0100219110,Civil Engineering,I';

function collector(): Reporter & { infos: string[]; warns: string[] } {
  const infos: string[] = [];
  const warns: string[] = [];
  return { infos, warns, info: (m) => infos.push(m), warn: (m) => warns.push(m) };
}

describe('parseMhtcetCsv', () => {
  const parsed = parseMhtcetCsv(fixtureText, 'm.csv');
  const byLine = (line: number) => parsed.records.find((r) => r.source_line === line)!;

  it('keeps the valid rows and reports each bad row as file:line: reason', () => {
    expect(parsed.total).toBe(43);
    expect(parsed.records).toHaveLength(35);
    expect(parsed.errors).toEqual([
      'm.csv:37: seat_type XYZS is not in the seat-type table (shared-contracts mhtcetSeatTypes.ts)',
      'm.csv:38: district is empty and college 09999 is not in the district table (domain/mhtcet/districts.ts)',
      'm.csv:39: round must be I, II, III or IV (got "V")',
      'm.csv:40: branch_code 0200219110 does not belong to college_code 01002',
      'm.csv:41: closing_percentile must be a number from 0 to 100 (got "101.5")',
      'm.csv:42: expected 13 fields, found 11',
      'm.csv:43: quota of an All India row must read "Type | Exam" or "Type | Exam | seat type" (got "AI to AI")',
      'm.csv:44: closing_rank must be a whole number of 1 or more (got "abc")',
    ]);
  });

  it('stores 4/9-digit codes as 5/10 digits, so a college is one across years', () => {
    const old = byLine(32);
    expect(old).toMatchObject({ year: 2023, round: 1, college_code: '01002', branch_code: '0100224210', seat_type: 'GOPENS', closing_rank: 4500 });
    expect(byLine(34)).toMatchObject({ college_code: '06732', branch_code: '0673229950F' });
    const codes = new Set(parsed.records.map((r) => r.college_code));
    expect([...codes].sort()).toEqual(['01002', '03189', '05411', '06732']);
  });

  it('fills a blank district from the district table and counts it', () => {
    expect(byLine(7)).toMatchObject({ college_code: '03189', district: 'Thane', district_from_table: 1 });
    expect(byLine(14)).toMatchObject({ college_code: '05411', district: 'Nashik', district_from_table: 1 });
    expect(byLine(25)).toMatchObject({ college_code: '06732', year: 2024, district: 'Pune', district_from_table: 1 });
    expect(byLine(10)).toMatchObject({ college_code: '06732', year: 2025, district: 'Pune', district_from_table: 0 });
    expect(parsed.records.every((r) => r.district !== '')).toBe(true);
    expect(parsed.stats.districtFilledColleges).toEqual(['03189', '05411', '06732']);
    expect(parsed.stats.districtFilledRows).toBe(parsed.records.filter((r) => r.district_from_table === 1).length);
  });

  it('keeps closing values as published and leaves opening values null', () => {
    expect(byLine(2)).toMatchObject({ closing_rank: 20000, closing_percentile: 80.5, opening_rank: null, opening_percentile: null, stage: 'I', status: 'Government Autonomous' });
    expect(byLine(6)).toMatchObject({ stage: 'II', closing_percentile: 70.2 });
  });

  it('splits All India quotas and marks the JEE Main rows', () => {
    const ai = parsed.records.filter((r) => r.seat_type === 'AI');
    expect(ai.map((r) => [r.quota, r.jee_main_ai])).toEqual([
      ['AI to AI | JEE(Main)', 1],
      ['AI to AI | JEE(Main)', 1],
      ['AI to AI | MHT-CET', 0],
      ['AI to AI | NEET-2025', 0],
      ['AI to AI | JEE(Main)-2025', 0],
      ['AI to AI | JEE(Main)', 1],
      ['AI to AI | JEE(Main)', 1],
      ['AI to AI | JEE(Main)', 1],
      ['MH to AI | JEE(Main) | GOBCH', 1],
      ['MI to AI | JEE(Main) | MI', 1],
      ['MH to AI | MHT-CET | PHCH', 0],
      ['AI to AI | JEE(Main)', 1],
      ['MH to AI | JEE(Main) | DEFO', 1],
    ]);
    expect(byLine(28)).toMatchObject({ ai_allotment: 'MH to AI', ai_exam: 'JEE(Main)', ai_original_seat_type: 'GOBCH', stage: null });
    expect(byLine(16)).toMatchObject({ ai_allotment: 'AI to AI', ai_exam: 'JEE(Main)', ai_original_seat_type: null });
    expect(parsed.records.filter((r) => r.seat_type !== 'AI').every((r) => r.ai_exam === null && r.jee_main_ai === 0)).toBe(true);
  });

  it('counts rows per year, round and list', () => {
    expect(parsed.stats.perList).toEqual({
      '2025 I MH': 14,
      '2025 I AI': 6,
      '2025 II AI': 1,
      '2025 III MH': 2,
      '2024 I MH': 2,
      '2024 I AI': 1,
      '2024 III AI': 3,
      '2024 III MH': 1,
      '2023 I MH': 3,
      '2023 I AI': 1,
      '2023 III AI': 1,
    });
  });

  it('describes every seat type it accepts (the table in shared-contracts)', () => {
    const codes = new Set(parsed.records.flatMap((r) => [r.seat_type, ...(r.ai_original_seat_type ? [r.ai_original_seat_type] : [])]));
    expect([...codes].filter((code) => !describeMhtcetSeatType(code))).toEqual([]);
  });

  it('reads optional opening columns, in any column order', () => {
    const text = `closing_percentile,opening_percentile,opening_rank,${HEADER.replace(',closing_percentile', '')}\n80.5,85,15000,${ALPHA},GOPENS,State Level,20000\n80.5,,,${ALPHA},GOBCS,State Level,21000\n`;
    const { records, errors } = parseMhtcetCsv(text, 'f.csv');
    expect(errors).toEqual([]);
    expect(records[0]).toMatchObject({ opening_rank: 15000, opening_percentile: 85, closing_rank: 20000, closing_percentile: 80.5 });
    expect(records[1]).toMatchObject({ opening_rank: null, opening_percentile: null });
  });

  it.each([
    [`2025,I,01002,,Amravati,G,0100219110,Civil,I,GOPENS,State Level,1,80`, 'college_name is required'],
    [`2025,I,01002,A,Amravati,G,0100219110,Civil,I,,State Level,1,80`, 'seat_type is required'],
    [`2025,I,01002,A,Amravati,G,0100219110,Civil,I,GOPENS,,1,80`, 'quota is required'],
    [`1999,I,01002,A,Amravati,G,0100219110,Civil,I,GOPENS,State Level,1,80`, 'year must be'],
    [`2025,I,123456,A,Amravati,G,0100219110,Civil,I,GOPENS,State Level,1,80`, 'college_code must be'],
    [`2025,I,01002,A,Amravati,G,01002-19110,Civil,I,GOPENS,State Level,1,80`, 'branch_code must be'],
    [`2025,I,01002,A,Amravati,G,0100219110,Civil,I,GOPENS,State Level,0,80`, 'closing_rank must be'],
    [`2025,I,01002,A,Amravati,G,0100219110,Civil,I,GOPENS,State Level,1,-2`, 'closing_percentile must be'],
    [`2025,I,01002,A,Amravati,G,0100219110,Civil,I,GOPENS,State Level,1,`, 'closing_percentile is required'],
    [`2025,I,01002,A,Amravati,G,0100219110,Civil,,AI,MH to AI | JEE(Main) | ZZZ,1,80`, 'printed seat type ZZZ'],
  ])('rejects %s', (row, reason) => {
    const { records, errors } = parseMhtcetCsv(`${HEADER}\n${row}\n`, 'f.csv');
    expect(records).toEqual([]);
    expect(errors).toEqual([expect.stringMatching(new RegExp(`^f\\.csv:2: .*${reason.replace(/[()|]/g, '.')}`))]);
  });

  it('stops on a missing header column or an empty file', () => {
    expect(() => parseMhtcetCsv('year,round\n2025,I\n', 'f.csv')).toThrow(ImportError);
    expect(() => parseMhtcetCsv('year,round\n2025,I\n', 'f.csv')).toThrow(/f\.csv:1: the header lacks column\(s\) college_code, college_name/);
    expect(() => parseMhtcetCsv('', 'f.csv')).toThrow(/empty/);
  });
});

describe.each(testDialects())('MHT-CET import (%s)', (dialect) => {
  let t: TestDb;
  let tmp: string;
  beforeAll(async () => {
    t = await createTestDb(dialect);
    tmp = mkdtempSync(path.join(os.tmpdir(), 'mhtcet-import-'));
  });
  afterAll(async () => {
    await t.destroy();
    rmSync(tmp, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await t.db.deleteFrom('mhtcet_cutoffs').execute();
    await t.reset();
  });

  const countByYear = async () => {
    const rows = await t.db.selectFrom('mhtcet_cutoffs').select(['year', (eb) => eb.fn.countAll().as('n')]).groupBy('year').orderBy('year').execute();
    return Object.fromEntries(rows.map((r) => [Number(r.year), Number(r.n)]));
  };
  const dataset = () => t.db.selectFrom('datasets').selectAll().where('name', '=', MHTCET_DATASET).executeTakeFirst();
  const writeCsv = (name: string, rows: string[]) => {
    const file = path.join(tmp, name);
    writeFileSync(file, `${HEADER}\n${rows.join('\n')}\n`);
    return file;
  };

  it('imports the valid rows, reports the bad ones, and records the data set', async () => {
    const reporter = collector();
    const result = await importMhtcet(t.db, MHTCET_FIXTURE, { reporter });
    expect(result).toMatchObject({ status: 'imported', rows: 35, dataset: MHTCET_DATASET });
    expect(result.errors).toHaveLength(8);
    expect(result.errors[0]).toBe(`${MHTCET_FIXTURE}:37: seat_type XYZS is not in the seat-type table (shared-contracts mhtcetSeatTypes.ts)`);
    expect(reporter.warns).toEqual(result.errors);
    expect(reporter.infos).toContain(`${MHTCET_DATASET}: 35/35 rows`);
    expect(reporter.infos).toContain(`${MHTCET_DATASET}: district filled from the district table for ${result.stats!.districtFilledRows} rows of 3 colleges`);
    expect(reporter.infos.some((m) => m.includes('rows per year, round and list: 2023 I AI 1, 2023 I MH 3, 2023 III AI 1,'))).toBe(true);
    expect(await countByYear()).toEqual({ 2023: 5, 2024: 7, 2025: 23 });
    expect(await dataset()).toMatchObject({ checksum: sha256(readFileSync(MHTCET_FIXTURE)), row_count: 35 });

    const stored = await t.db.selectFrom('mhtcet_cutoffs').selectAll().where('source_line', '=', 32).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ year: 2023, round: 1, college_code: '01002', branch_code: '0100224210', closing_rank: 4500, opening_rank: null, opening_percentile: null });
    expect(Number(stored.closing_percentile)).toBe(96.5);
    const neet = await t.db.selectFrom('mhtcet_cutoffs').selectAll().where('quota', '=', 'AI to AI | NEET-2025').executeTakeFirstOrThrow();
    expect(neet).toMatchObject({ seat_type: 'AI', ai_exam: 'NEET-2025', jee_main_ai: 0, district: 'Nashik', district_from_table: 1 });
    const seatTypes = await t.db.selectFrom('mhtcet_cutoffs').select('seat_type').distinct().execute();
    expect(seatTypes.map((r) => r.seat_type).filter((code) => !describeMhtcetSeatType(code))).toEqual([]);
  });

  it('skips an unchanged file, and re-imports it with force', async () => {
    await importMhtcet(t.db, MHTCET_FIXTURE);
    const idsBefore = (await t.db.selectFrom('mhtcet_cutoffs').select('id').orderBy('id').execute()).map((r) => r.id);
    const again = await importMhtcet(t.db, MHTCET_FIXTURE);
    expect(again).toMatchObject({ status: 'skipped', rows: 35, errors: [] });
    const idsAfter = (await t.db.selectFrom('mhtcet_cutoffs').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(idsAfter).toEqual(idsBefore);
    const forced = await importMhtcet(t.db, MHTCET_FIXTURE, { force: true });
    expect(forced).toMatchObject({ status: 'imported', rows: 35 });
    expect(await countByYear()).toEqual({ 2023: 5, 2024: 7, 2025: 23 });
  });

  it('replaces the rows when the file changes', async () => {
    await importMhtcet(t.db, MHTCET_FIXTURE);
    const file = writeCsv('changed.csv', [`${ALPHA},GOPENS,State Level,20000,80.5`]);
    expect(await importMhtcet(t.db, file)).toMatchObject({ status: 'imported', rows: 1 });
    expect(await countByYear()).toEqual({ 2025: 1 });
    expect(await dataset()).toMatchObject({ row_count: 1, checksum: sha256(readFileSync(file)) });
  });

  it('inserts in batches and leaves the old data when the import fails part-way', async () => {
    await importMhtcet(t.db, MHTCET_FIXTURE);
    const before = await dataset();
    const rows = Array.from({ length: 2500 }, (_, i) => `${ALPHA},GOPENS,State Level,${i + 1},${(100 - i / 100).toFixed(2)}`);
    const file = writeCsv('big.csv', rows);
    const progress: Array<[number, number]> = [];
    await expect(
      importMhtcet(t.db, file, {
        onProgress: (done, total) => {
          progress.push([done, total]);
          if (done >= 2000) throw new Error('disk full');
        },
      }),
    ).rejects.toThrow('disk full');
    expect(progress).toEqual([
      [1000, 2500],
      [2000, 2500],
    ]);
    expect(await countByYear()).toEqual({ 2023: 5, 2024: 7, 2025: 23 });
    expect(await dataset()).toEqual(before);
    expect((await importMhtcet(t.db, file)).rows).toBe(2500);
    expect(await countByYear()).toEqual({ 2025: 2500 });
  });

  it('fails clearly on a missing file or a bad header, and changes nothing', async () => {
    await importMhtcet(t.db, MHTCET_FIXTURE);
    await expect(importMhtcet(t.db, path.join(tmp, 'missing.csv'))).rejects.toThrow(/missing\.csv: cannot read the file \(ENOENT\)/);
    const bad = path.join(tmp, 'bad-header.csv');
    writeFileSync(bad, 'year,round\n2025,I\n');
    await expect(importMhtcet(t.db, bad)).rejects.toThrow(ImportError);
    expect(await countByYear()).toEqual({ 2023: 5, 2024: 7, 2025: 23 });
  });
});
