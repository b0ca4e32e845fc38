import { createTestDb, type TestDb } from '../../test/db';
import { importMhtcetFixture } from '../../test/mhtcet';
import { mhtcetData, type MhtcetData } from './catalog';
import { findMhtcet, mhtcetAnswerText, prepareMhtcetAnswers, resultRow } from './finder';
import type { FinderRequest } from './finderRequest';
import { mhtcetRowWriter } from './rowJson';

const HU = 'Home University Seats Allotted to Home University Candidates';

describe('the MHT-CET answer written from the rows\' shared pieces', () => {
  let t: TestDb;
  let data: MhtcetData;

  beforeAll(async () => {
    t = await createTestDb('sqlite');
    await importMhtcetFixture(t.db);
    data = await mhtcetData(t.db);
  });
  afterAll(() => t.destroy());

  // Amravati's open seats in 2025 by MHT-CET rank, as the HTTP layer reads a guest's query; each case changes some fields.
  const request = (change: Partial<FinderRequest>): FinderRequest => ({
    year: 2025,
    round: null,
    statewise: false,
    basis: 'mhtcet_rank',
    student: 10000,
    jeeMainRank: null,
    seatTypes: ['GOPENS', 'GOPENH', 'LOPENH'],
    quotas: ['State Level', HU],
    districts: ['Amravati'],
    branches: [],
    homeUniversity: null,
    sortBy: 'closing_rank',
    sortOrder: 'asc',
    page: 1,
    pageSize: 50,
    ...change,
  });
  const byPercentile = (student: number): Partial<FinderRequest> => ({ basis: 'mhtcet_percentile', student, sortBy: 'closing_percentile' });
  const statewise = (percentile: number): Partial<FinderRequest> => ({
    statewise: true,
    basis: 'jee_main_percentile',
    student: percentile,
    seatTypes: ['AI'],
    quotas: ['All India Seats'],
    districts: [],
    sortBy: 'closing_percentile',
  });

  it.each<[string, Partial<FinderRequest>]>([
    ['by rank', {}],
    ['by percentile, sorted on the percentile', byPercentile(91.5)],
    ['a top rank (every row within reach)', { student: 1 }],
    ['a rank beyond every row (no rows)', { student: 9999999 }],
    ['the state-wise finder by JEE Main percentile (All India rows, quota_detail)', statewise(97)],
    ['a round without such a list (the plain-language detail)', { round: 2 }],
  ])('is the text JSON.stringify writes of the answer\'s object: %s', (_, change) => {
    const req = request(change);
    const expected = JSON.stringify(findMhtcet(data, req));
    // Twice: the second answer reads the row pieces the first one found.
    expect(mhtcetAnswerText(data, req)).toBe(expected);
    expect(mhtcetAnswerText(data, req)).toBe(expected);
  });

  it('writes every row with each chance as JSON.stringify writes its object', () => {
    expect(data.rows.allIndia.some((flag) => flag === 1)).toBe(true);
    const rowJson = mhtcetRowWriter(data);
    for (let r = 0; r < data.rows.count; r += 1) {
      for (const chance of ['High', 'Medium', 'Low'] as const) {
        const expected = JSON.stringify(resultRow(data, r, chance));
        // Compared only on a difference: one expect per row and chance would be thousands of calls.
        if (rowJson(r, chance) !== expected) expect({ r, chance, json: rowJson(r, chance) }).toEqual({ r, chance, json: expected });
      }
    }
  });

  it('writes each row with the chance of the search at hand, not of the search that first wrote it', () => {
    const high = JSON.parse(mhtcetAnswerText(data, request({ student: 1, pageSize: 'all' })));
    const later = JSON.parse(mhtcetAnswerText(data, request({ student: 20000, pageSize: 'all' })));
    expect(high.results.length).toBeGreaterThan(0);
    expect(high.results.every((row: { chance: string }) => row.chance === 'High')).toBe(true);
    expect(later.results.some((row: { chance: string }) => row.chance !== 'High')).toBe(true);
    expect(later).toEqual(JSON.parse(JSON.stringify(findMhtcet(data, request({ student: 20000, pageSize: 'all' })))));
  });

  // A guest's page is merged from the lists' groups (round, quota, district); "all results" reads every row.
  it.each<[string, Partial<FinderRequest>]>([
    ['by rank', { student: 5000 }],
    ['a top rank, sorted high to low', { student: 1, sortOrder: 'desc' }],
    ['by percentile, sorted on the rank', { ...byPercentile(80), sortBy: 'closing_rank' }],
    ['one round', { round: 1, student: 1 }],
    ['state quota only, two districts', { quotas: ['State Level'], districts: ['Amravati', 'Pune'], student: 1 }],
    ['the state-wise finder', statewise(99.99)],
  ])('pages the rows and counts them as reading every row does: %s', (_, change) => {
    const every = findMhtcet(data, request({ ...change, pageSize: 'all' }));
    const firstPage = findMhtcet(data, request(change));
    const secondOfTwo = findMhtcet(data, request({ ...change, page: 2, pageSize: 2 }));
    expect(every.count).toBeGreaterThan(2);
    expect(firstPage.count).toBe(every.count);
    expect(firstPage.results).toEqual(every.results.slice(0, 50));
    expect(secondOfTwo.results).toEqual(every.results.slice(2, 4));
  });

  it('numbers the rows of each year and seat type together, in closing-rank order', () => {
    let lists = 0;
    for (const index of data.years.values()) {
      for (const views of [...index.mh.values(), index.allIndia]) {
        const numbers = [...views.closing_rank.asc.rows].sort((a, b) => a - b);
        if (numbers.length === 0) continue;
        lists += 1;
        expect(numbers[numbers.length - 1] - numbers[0]).toBe(numbers.length - 1);
        const ranks = numbers.map((r) => data.rows.closingRank[r]);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }
    }
    expect(lists).toBeGreaterThan(3);
  });

  it('finds every row\'s pieces once, and answers from them as JSON.stringify writes the answer', async () => {
    const prepared = prepareMhtcetAnswers(data);
    expect(prepareMhtcetAnswers(data)).toBe(prepared);
    await prepared;
    const searches = [request({ student: 1, pageSize: 'all' }), request({ ...statewise(90), sortOrder: 'desc', pageSize: 'all' })];
    for (const req of searches) {
      const expected = JSON.stringify(findMhtcet(data, req));
      expect(JSON.parse(expected).results.length).toBeGreaterThan(0);
      expect(mhtcetAnswerText(data, req)).toBe(expected);
    }
  });
});
