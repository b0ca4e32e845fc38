// The in-memory finder against a plain SQL oracle: the same filters, order and paging written as one
// query, over a generated data set with every kind of row ('P' ranks, ties, banded and unranked
// institutes, several exams, seat types, genders, quotas and rounds), on SQLite and PostgreSQL.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/createDb';
import { importJosaa } from '../../import/josaa';
import { importNirf } from '../../import/nirf';
import { FIXTURES_DIR } from '../../test/app';
import { createTestDb, testDialects, type TestDb } from '../../test/db';
import { chanceFor, minClosingRankFor } from './chance';
import { JOSAA_SORT_FIELDS, josaaFinderAnswer, josaaSearchJson, searchJosaaSeats, type FinderParams, type JosaaFinderResponse } from './finder';
import { forgetJosaaSeatIndex, josaaYearIndex, seatRow, seatRowJson } from './seatIndex';
import type { FinderDataBasis } from 'shared-contracts';

/** The answer's data note is the route's business (josaaDataBasis); here it is only carried through. */
const BASIS: FinderDataBasis = { source: 'JoSAA', year: 2024, round: null, rounds: [1, 2] };

const INSTITUTES = [
  ['Indian Institute of Technology Bombay', 'IIT'],
  ['Indian Institute of Technology (BHU) Varanasi', 'IIT'],
  ['National Institute of Technology, Tiruchirappalli', 'NIT'],
  ['Malaviya National Institute of Technology Jaipur', 'NIT'],
  ['National Institute of Technology Goa', 'NIT'],
  ['Indian Institute of Information Technology Lucknow', 'IIIT'],
  ['Birla Institute of Technology, Mesra, Ranchi', 'GFTI'],
] as const;
const PROGRAMS = ['Computer Science and Engineering', 'Electrical Engineering', 'Civil Engineering', 'Mechanical Engineering'];
const QUOTAS = ['AI', 'HS', 'OS'];
const SEAT_TYPES = ['OPEN', 'OBC-NCL', 'SC'];
const GENDERS = ['Gender-Neutral', 'Female-only (including Supernumerary)'];

/** A deterministic pseudo-random generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generatedCsv(next: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const lines = ['year,round,institute,institute_type,program,quota,seat_type,gender,opening_rank,closing_rank'];
  for (let i = 0; i < 700; i += 1) {
    const [institute, type] = pick(INSTITUTES);
    const year = pick([2024, 2025]);
    const closing = Math.max(2, Math.floor(10 ** (1 + next() * 4.5)));
    const opening = Math.max(1, Math.floor(closing * next()));
    const p = () => (next() < 0.08 ? 'P' : '');
    // Some equal closing ranks, so ties must follow the default order.
    const closingRank = next() < 0.1 ? 5000 : closing;
    const program = `"${pick(PROGRAMS)} (4 Years, Bachelor of Technology)"`;
    lines.push([year, 1 + Math.floor(next() * 6), institute, type, program, pick(QUOTAS), pick(SEAT_TYPES), pick(GENDERS), `${opening}${p()}`, `${closingRank}${p()}`].join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** The finder as one SQL query: the oracle. */
async function oracle(db: Db, params: FinderParams) {
  let query = db.selectFrom('josaa_cutoffs as c').where('c.year', '=', params.year);
  if (params.examType !== null) query = query.where('c.exam_type', '=', params.examType);
  if (params.seatType !== null) query = query.where('c.seat_type', '=', params.seatType);
  if (params.gender !== null) query = query.where('c.gender', '=', params.gender);
  if (params.quota !== null) query = query.where('c.quota', '=', params.quota);
  if (params.round !== null) query = query.where('c.round', '=', params.round);
  query = query.where((eb) => eb.or([eb('c.closing_rank_num', '>=', minClosingRankFor(params.rank)), eb('c.is_preparatory', '=', 1)]));
  if (params.branch !== null) query = query.where(sql<SqlBool>`lower(c.program) like ${`%${params.branch.toLowerCase()}%`}`);
  const count = Number((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const dir = params.sortOrder;
  const orderBy = {
    nirf_rank: dir === 'asc' ? 'c.nirf_order' : `c.nirf_sort desc nulls last, c.nirf_order`,
    closing_rank: `c.is_preparatory ${dir}, c.closing_rank_num ${dir}, c.nirf_order`,
    opening_rank: `c.opening_is_preparatory ${dir}, c.opening_rank_num ${dir}, c.nirf_order`,
    institute: `c.institute_order ${dir}, c.nirf_order`,
  }[params.sortBy];
  const size = params.pageSize === 'all' ? Math.max(count, 1) : params.pageSize;
  const rows = await query
    .select(['c.institute', 'c.program', 'c.round', 'c.quota', 'c.seat_type', 'c.gender', 'c.closing_rank', 'c.closing_rank_num', 'c.is_preparatory'])
    .orderBy(sql.raw(orderBy))
    .limit(size)
    .offset(((params.pageSize === 'all' ? 1 : params.page) - 1) * size)
    .execute();
  return {
    count,
    rows: rows.map((r) => ({
      institute: r.institute,
      program: r.program,
      round: Number(r.round),
      quota: r.quota,
      seat_type: r.seat_type,
      gender: r.gender,
      closing_rank: r.closing_rank,
      chance: chanceFor(params.rank, { num: Number(r.closing_rank_num), preparatory: Number(r.is_preparatory) === 1 }) ?? 'Low',
    })),
  };
}

/** Holds a search's count and rows (the fields the oracle writes) to the oracle's, naming the search on a miss. */
async function expectOracleAnswer(db: Db, params: FinderParams, got: { count: number; results: JosaaFinderResponse['results'] }): Promise<void> {
  const expected = await oracle(db, params);
  const context = JSON.stringify(params);
  expect({ context, count: got.count }).toEqual({ context, count: expected.count });
  expect({ context, rows: got.results.map(({ institute, program, round, quota, seat_type, gender, closing_rank, chance }) => ({ institute, program, round, quota, seat_type, gender, closing_rank, chance })) }).toEqual({
    context,
    rows: expected.rows,
  });
}

describe.each(testDialects())('JoSAA finder index against SQL (%s)', (dialect) => {
  let t: TestDb;
  let dir: string;

  beforeAll(async () => {
    t = await createTestDb(dialect);
    dir = mkdtempSync(path.join(os.tmpdir(), 'josaa-finder-'));
    const file = path.join(dir, 'josaa_cutoffs.csv');
    writeFileSync(file, generatedCsv(random(7)));
    await importNirf(t.db, path.join(FIXTURES_DIR, 'josaa', 'nirf_engineering.csv'));
    await importJosaa(t.db, file);
  });
  afterAll(async () => {
    await t.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives the same rows, in the same order, with the same counts, for 300 random searches', async () => {
    const next = random(11);
    const maybe = <T>(list: readonly T[]): T | null => (next() < 0.4 ? null : list[Math.floor(next() * list.length)]);
    for (let i = 0; i < 300; i += 1) {
      const params: FinderParams = {
        rank: Math.floor(10 ** (next() * 5.3)) + 1,
        year: next() < 0.5 ? 2024 : 2025,
        examType: maybe(['jee_main', 'jee_advanced'] as const),
        round: maybe([1, 2, 3, 4, 5, 6]),
        quota: maybe(QUOTAS),
        seatType: maybe(SEAT_TYPES),
        gender: maybe(GENDERS),
        branch: next() < 0.2 ? maybe(['computer', 'ENGINEERING', 'civil', 'zzz']) : null,
        sortBy: JOSAA_SORT_FIELDS[Math.floor(next() * JOSAA_SORT_FIELDS.length)],
        sortOrder: next() < 0.5 ? 'asc' : 'desc',
        page: 1 + Math.floor(next() * 3),
        pageSize: next() < 0.1 ? 'all' : [5, 10, 50][Math.floor(next() * 3)],
      };
      // As the route answers: through the answer cache (a repeat of an earlier search is served from it).
      const got = JSON.parse((await josaaFinderAnswer(t.db, params, BASIS)).toString('utf8')) as JosaaFinderResponse;
      await expectOracleAnswer(t.db, params, got);
    }
  });

  it('gives the oracle\'s rows for 100 searches of one group in the default order (read from the group\'s own columns)', async () => {
    const next = random(23);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
    for (let i = 0; i < 100; i += 1) {
      const params: FinderParams = {
        rank: Math.floor(10 ** (next() * 5.3)) + 1,
        year: next() < 0.5 ? 2024 : 2025,
        examType: pick(['jee_main', 'jee_advanced'] as const),
        round: next() < 0.5 ? null : pick([1, 2, 3, 4, 5, 6]),
        quota: next() < 0.5 ? null : pick(QUOTAS),
        seatType: pick(SEAT_TYPES),
        gender: pick(GENDERS),
        branch: null,
        sortBy: 'nirf_rank',
        sortOrder: 'asc',
        page: 1 + Math.floor(next() * 2),
        pageSize: pick([5, 10, 50]),
      };
      const search = await searchJosaaSeats(t.db, params);
      await expectOracleAnswer(t.db, params, JSON.parse(josaaSearchJson(search, params.rank, BASIS)) as JosaaFinderResponse);
    }
  });

  it('answers a value the year does not have with no rows', async () => {
    const params: FinderParams = {
      rank: 100, year: 2025, examType: null, round: null, quota: 'XX', seatType: null, gender: null, branch: null,
      sortBy: 'nirf_rank', sortOrder: 'asc', page: 1, pageSize: 50,
    };
    expect(JSON.parse(josaaSearchJson(await searchJosaaSeats(t.db, params), 100, BASIS))).toEqual({ results: [], count: 0, page: 1, total_pages: 1, data: BASIS });
  });

  it('answers a search asked again from its cache, with the same bytes, and a re-import with the new data', async () => {
    const params: FinderParams = {
      rank: 2500, year: 2025, examType: 'jee_main', round: null, quota: null, seatType: 'OPEN', gender: null, branch: null,
      sortBy: 'nirf_rank', sortOrder: 'asc', page: 1, pageSize: 50,
    };
    const once = await josaaFinderAnswer(t.db, params, BASIS);
    // Kept on its second sighting (answerCache.ts), then served from the cache.
    const first = await josaaFinderAnswer(t.db, params, BASIS);
    expect(first).not.toBe(once);
    expect(first.equals(once)).toBe(true);
    expect(first.toString('utf8')).toBe(josaaSearchJson(await searchJosaaSeats(t.db, params), params.rank, BASIS));
    expect(await josaaFinderAnswer(t.db, params, BASIS)).toBe(first);
    // Another rank is another search (its own entry, its own answer).
    const other = { ...params, rank: 60000 };
    const otherAnswer = await josaaFinderAnswer(t.db, other, BASIS);
    expect(otherAnswer.toString('utf8')).toBe(josaaSearchJson(await searchJosaaSeats(t.db, other), other.rank, BASIS));
    expect(otherAnswer.equals(first)).toBe(false);

    const file = path.join(dir, 'josaa_cutoffs.csv');
    writeFileSync(file, generatedCsv(random(41)));
    await importJosaa(t.db, file);
    // Asked twice on the new data: the second is kept in the new index's cache, never the old answer.
    await josaaFinderAnswer(t.db, params, BASIS);
    const afterImport = await josaaFinderAnswer(t.db, params, BASIS);
    expect(afterImport).not.toBe(first);
    expect(await josaaFinderAnswer(t.db, params, BASIS)).toBe(afterImport);
    expect(afterImport.toString('utf8')).toBe(josaaSearchJson(await searchJosaaSeats(t.db, params), params.rank, BASIS));
    expect(JSON.parse(afterImport.toString('utf8')).count).toBe((await oracle(t.db, params)).count);
  });

  it('writes every row, with each chance, as JSON.stringify writes its fields', async () => {
    for (const year of [2024, 2025]) {
      const index = await josaaYearIndex(t.db, year);
      expect(index.round.length).toBeGreaterThan(100);
      for (let pos = 0; pos < index.round.length; pos += 1) {
        for (const chance of ['High', 'Medium', 'Low'] as const) {
          const { institute, program, branch, opening_rank, closing_rank, seat_type, quota, round, gender, ...rest } = seatRow(index, pos);
          const expected = JSON.stringify({ institute, program, branch, opening_rank, closing_rank, seat_type, quota, round, gender, chance, ...rest });
          if (seatRowJson(index, pos, chance) !== expected) expect({ year, pos, chance, json: seatRowJson(index, pos, chance) }).toEqual({ year, pos, chance, json: expected });
        }
      }
    }
  });

  it('is rebuilt after a re-import', async () => {
    const params: FinderParams = {
      rank: 1, year: 2025, examType: null, round: null, quota: null, seatType: null, gender: null, branch: null,
      sortBy: 'nirf_rank', sortOrder: 'asc', page: 1, pageSize: 'all',
    };
    const before = (await searchJosaaSeats(t.db, params)).count;
    const file = path.join(dir, 'josaa_cutoffs.csv');
    writeFileSync(file, generatedCsv(random(99)));
    await importJosaa(t.db, file);
    const after = (await searchJosaaSeats(t.db, params)).count;
    forgetJosaaSeatIndex(t.db);
    expect(after).toBe((await oracle(t.db, params)).count);
    expect(after).not.toBe(before);
  });
});
