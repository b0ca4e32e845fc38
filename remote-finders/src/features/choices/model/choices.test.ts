import type { ShortlistSeatDetails, ShortlistItem } from 'shared-contracts';
import { choiceAdvice } from './advice';
import { buildChoicesCsv } from './choicesCsv';
import { comparableClosingRank } from './closingRank';
import { reorder, withExamOrder } from './reorder';
import { decodeSharedList, encodeSharedList } from './shareLink';
import { whatIfByRound } from './whatIf';

const seat = (institute: string, quota = 'OS'): ShortlistItem => ({ exam: 'josaa', institute, program: 'Computer Science and Engineering', quota, seat_type: 'OPEN', gender: 'Gender-Neutral' });
const mhtcet: ShortlistItem = { exam: 'mhtcet', clg_code: '6006', branch_code: '600624510', seat_type: 'GOPENS', institute: 'COEP Technological University', branch: 'Computer Engineering' };

/** A line whose closing rank in round r of 2026 is closings[r-1]. */
function line(item: ShortlistItem, closings: string[], extra: Partial<ShortlistSeatDetails> = {}): ShortlistSeatDetails {
  return {
    item,
    institute_type: 'NIT',
    nirf_rank: 9,
    nirf_score: 66.1,
    competitiveness: 'Highly Competitive',
    history: [{ year: 2025, round: 6, closing_rank: '900' }, ...closings.map((closing_rank, i) => ({ year: 2026, round: i + 1, closing_rank }))],
    latest_year: 2026,
    chance: 'Medium',
    eligible: null,
    eligibility_note: null,
    ...extra,
  };
}

describe('whatIfByRound', () => {
  it('gives each round of the latest year the first line whose closing rank is at or above the rank', () => {
    const lines = [line(seat('NIT A'), ['1000', '1200', '1500']), line(seat('NIT B'), ['5000', '5200', '5400']), line(seat('NIT C'), ['9000', '9100', '9200'])];
    const result = whatIfByRound(lines, 1400);
    expect(result?.year).toBe(2026);
    expect(result?.rounds).toEqual([
      { round: 1, line: 1, closingRank: 5000 },
      { round: 2, line: 1, closingRank: 5200 },
      { round: 3, line: 0, closingRank: 1500 },
    ]);
  });

  it('skips seats not open to the student and preparatory (P) closing ranks, and says when nothing is allotted', () => {
    const lines = [line(seat('NIT A', 'HS'), ['9000'], { eligible: false }), line(seat('NIT B'), ['44P']), line(seat('NIT C'), ['100'])];
    expect(whatIfByRound(lines, 500)?.rounds).toEqual([{ round: 1, line: null, closingRank: null }]);
    expect(whatIfByRound([line(seat('NIT A'), ['700'])], 700)?.rounds[0].line).toBe(0);
  });

  it('has nothing to replay without cut-offs', () => {
    expect(whatIfByRound([{ ...line(seat('X'), []), history: [], latest_year: null }], 10)).toBeNull();
  });
});

describe('choiceAdvice', () => {
  const texts = (...args: Parameters<typeof choiceAdvice>) => choiceAdvice(...args).map((a) => `${a.kind}: ${a.text}`);

  it('always says how counselling allots, and asks for the rank first', () => {
    const advice = texts('josaa', [line(seat('NIT A'), ['1'])], null, null);
    expect(advice[0]).toBe('info: JoSAA gives you the first choice on your list that you can get: order by what you want, not by chance.');
    expect(advice[1]).toMatch(/^info: Enter your rank/);
  });

  it('warns when every choice is Low and when the list does not end with a High choice', () => {
    const advice = texts('josaa', [line(seat('NIT A'), ['1'], { chance: 'Low' }), line(seat('NIT B'), ['2'], { chance: 'Low' })], 15000, null);
    expect(advice).toContain('warning: Every choice on your list is Low chance at rank 15,000: add seats you are likely to get.');
    expect(advice).toContain('warning: Your list does not end with a High-chance choice: add one or more at the end as a safety net.');
    expect(texts('mhtcet', [line(mhtcet, ['1'], { chance: 'Low' }), line(seat('NIT B'), ['2'], { chance: 'High' })], 15000, null)).toEqual([
      'info: The CAP gives you the first choice on your list that you can get: order by what you want, not by chance.',
    ]);
  });

  it('names the seats not open to the student’s home state', () => {
    const advice = texts('josaa', [line(seat('NIT Tiruchirappalli', 'HS'), ['1'], { eligible: false, chance: 'High' })], 100, 'Maharashtra');
    expect(advice).toContain('warning: 1 choice is not open to you (home state Maharashtra): NIT Tiruchirappalli, Computer Science and Engineering (HS, OPEN).');
  });
});

describe('buildChoicesCsv', () => {
  it('writes the filters and data year first, then the choices in order with numbers as numbers', () => {
    const csv = buildChoicesCsv([line(seat('=NIT A'), ['1200'], { chance: 'High', eligible: true }), line(mhtcet, ['44P'])], { exam: 'josaa', rank: 15000, home: 'Tamil Nadu', year: 2026 });
    expect(csv.split('\r\n')).toEqual([
      '# JoSAA choice list',
      '# Rank: 15000',
      '# Home state: Tamil Nadu',
      '# Chances from JoSAA 2026 final-round closing ranks',
      'Order,Institute,Program,Quota,Seat type,Gender,Chance,Latest closing rank,Open to you',
      "1,'=NIT A,Computer Science and Engineering,OS,OPEN,Gender-Neutral,High,1200,Yes",
      '2,COEP Technological University,Computer Engineering,,GOPENS,,Medium,44P,',
      '',
    ]);
  });
});

describe('share link', () => {
  it('rebuilds the same list, and drops what is malformed', () => {
    const items = [seat('NIT A'), mhtcet];
    expect(decodeSharedList(encodeSharedList(items))).toEqual(items);
    expect(decodeSharedList('not json')).toEqual([]);
    expect(decodeSharedList(JSON.stringify([['j', 'only institute'], ['x'], 5]))).toEqual([]);
  });
});

describe('reorder', () => {
  it('moves within one exam and keeps the other exam’s places', () => {
    expect(reorder(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(reorder(['a', 'b'], 0, 9)).toEqual(['b', 'a']);
    const all = [seat('A'), mhtcet, seat('B')];
    expect(withExamOrder(all, [seat('B'), seat('A')])).toEqual([seat('B'), mhtcet, seat('A')]);
  });
});

describe('comparableClosingRank', () => {
  it('reads plain ranks and refuses preparatory ones', () => {
    expect(comparableClosingRank(' 1200 ')).toBe(1200);
    expect(comparableClosingRank('44P')).toBeNull();
  });
});
