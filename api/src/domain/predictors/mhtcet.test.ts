import { tableRows } from './csvTable';
import {
  buildMhtcetScoreModel,
  buildPercentileRankModel,
  cutoffPairs,
  MHTCET_COLUMNS,
  mhtcetPercentileBand,
  mhtcetRankForPercentile,
  parseMhtcetMarks,
  predictMhtcetFromPercentile,
  predictMhtcetFromScore,
  type MhtcetModel,
  yearOnYear,
} from './mhtcet';
import { loadMhtcet } from './tables';
import { predictorTablesDir } from '../../test/fixtureData';

const FIXTURES = predictorTablesDir();
const HEADER = 'year,round,college_name,stage,seat_type,closing_rank,closing_percentile';
const cutoffRows = (csv: string) => tableRows(`${HEADER}\n${csv}`, 'mhtcet_cutoffs.csv', MHTCET_COLUMNS.cutoffs);

// Fixture 2025 pairs (merit no @ percentile): 100 and 150 @ 99.9, 500 and 520 @ 99.5, 1000 @ 99.0,
// 3000 @ 20.0 (a parse slip), 5000 and 5100 @ 95.0, 20000 @ 80, 50000 @ 50, 90000 @ 10, 99000 @ 1.
let model: MhtcetModel;
let warnings: string[];
beforeAll(async () => {
  ({ model, warnings } = await loadMhtcet(FIXTURES));
});

const checkRanks = (r: { predicted_rank: number; rank_min: number; rank_max: number }) => {
  for (const value of Object.values(r)) expect(Number.isInteger(value)).toBe(true);
  expect(r.rank_min).toBeGreaterThanOrEqual(1);
  expect(r.rank_min).toBeLessThanOrEqual(r.predicted_rank);
  expect(r.predicted_rank).toBeLessThanOrEqual(r.rank_max);
};

describe('cut-off pairs', () => {
  it('keeps distinct Maharashtra-list pairs per year; All India rows and stage-MH minority rows are left out', () => {
    const pairs = cutoffPairs(
      cutoffRows(
        [
          '2025,I,"A, B",I,GOPENS,100,99.9',
          '2025,III,"A, B",I,GSCS,100,99.9',
          '2025,I,"A, B",,AI,10,50.0',
          '2025,III,"A, B",MH,MI,200,5.0',
          '2024,I,"A, B",I,TFWS,70,99.95',
          '2025,I,"A, B",I,GOPENS,abc,99.9',
        ].join('\n'),
      ),
    );
    expect([...pairs.byYear]).toEqual([
      [2025, [{ rank: 100, percentile: 99.9 }]],
      [2024, [{ rank: 70, percentile: 99.95 }]],
    ]);
    expect(pairs.skipped).toBe(1);
    expect(pairs.skippedExamples[0]).toMatch(/mhtcet_cutoffs\.csv:7: closing_rank is not a number/);
  });

  it('uses the latest year and drops the pairs that break the order', () => {
    expect(warnings).toEqual([]);
    expect(model.ranks).toMatchObject({ year: 2025, pairsGiven: 12, pairsKept: 11 });
    expect(model.ranks.pct).toEqual([1, 10, 50, 80, 95, 99, 99.5, 99.9]);
    expect(model.ranks.minRank).toEqual([99000, 90000, 50000, 20000, 5000, 1000, 500, 100]);
    expect(model.ranks.maxRank).toEqual([99000, 90000, 50000, 20000, 5100, 1000, 520, 150]);
  });

  it('measures how merit numbers moved from the year before, and says so in the basis', () => {
    const earlier = buildPercentileRankModel(2024, [
      { rank: 100, percentile: 99 },
      { rank: 1000, percentile: 90 },
    ]);
    const laterPairs = [
      { rank: 110, percentile: 99 },
      { rank: 1100, percentile: 90 },
    ];
    const later = buildPercentileRankModel(2025, laterPairs);
    expect(yearOnYear(earlier, later, laterPairs)).toEqual({ fromYear: 2024, toYear: 2025, medianRatio: 1.1 });
    expect(model.drift).toMatchObject({ fromYear: 2024, toYear: 2025 });
    expect(predictMhtcetFromPercentile(model, 99).basis).toMatch(/at the same percentile, 2025's were a median \d+% (higher|lower) than 2024's/);
  });

  it('needs two pairs', () => {
    expect(() => buildPercentileRankModel(2025, [{ rank: 1, percentile: 99 }])).toThrow(/fewer than two/);
  });
});

describe('MHT-CET percentile -> rank', () => {
  it('a percentile in the data: its merit numbers, bounded by the neighbouring percentiles', () => {
    const r = predictMhtcetFromPercentile(model, 99.5);
    expect(r.rank_prediction).toEqual({ predicted_rank: 510, rank_min: 151, rank_max: 999 });
    expect(r.percentile).toBeUndefined();
    expect(r.is_estimate).toBe(false);
    expect(r.basis).toMatch(/11 real \(merit no, percentile\) pairs of the MHT-CET 2025 CAP cut-off lists \(Maharashtra seats; 1 inconsistent pairs dropped\)/);
  });

  it('between percentiles: the fitted curve, within the merit numbers the data leave open', () => {
    expect(mhtcetRankForPercentile(model.ranks, 97)).toEqual({ predicted: 3025, min: 1001, max: 4999 });
    expect(predictMhtcetFromPercentile(model, 95).rank_prediction).toEqual({ predicted_rank: 5050, rank_min: 1001, rank_max: 19999 });
  });

  it('100 percentile is rank 1, up to the best merit number seen below it; 0 is after the last one seen', () => {
    expect(predictMhtcetFromPercentile(model, 100).rank_prediction).toEqual({ predicted_rank: 1, rank_min: 1, rank_max: 99 });
    expect(predictMhtcetFromPercentile(model, 0).rank_prediction).toEqual({ predicted_rank: 99001, rank_min: 99001, rank_max: 99001 });
  });

  it('is monotone, with whole, ordered ranks', () => {
    let previous = 0;
    for (let p = 100; p >= 0; p -= 0.13) {
      const r = predictMhtcetFromPercentile(model, p).rank_prediction;
      checkRanks(r);
      expect(r.predicted_rank).toBeGreaterThanOrEqual(previous);
      previous = r.predicted_rank;
    }
  });
});

describe('MHT-CET score -> percentile', () => {
  it('fits the latest year\'s points monotonically (contradicting points are averaged) and widens the band with nearby rows', () => {
    const sm = model.score!;
    expect(sm.year).toBe(2025);
    expect(sm.anchors).toHaveLength(6);
    expect(mhtcetPercentileBand(sm, 100)).toEqual({ centre: 92, min: 40, max: 99 });
    expect(mhtcetPercentileBand(sm, 75)).toEqual({ centre: 66, min: 40, max: 94 });
    expect(mhtcetPercentileBand(sm, 86).max).toBe(97); // the 90-110 guidance row is within 5 marks
  });

  it('is an estimate with a wide range and says so plainly', () => {
    const r = predictMhtcetFromScore(model, 100);
    expect(r).toMatchObject({ percentile: 92, percentile_range: { min: 40, max: 99 }, is_estimate: true });
    expect(r.rank_prediction).toEqual({ predicted_rank: 8040, rank_min: 521, rank_max: 89999 });
    expect(r.basis).toMatch(/^Estimate only: there is no official or reliable MHT-CET marks-to-percentile table/);
  });

  it('the ends of the scale', () => {
    expect(predictMhtcetFromScore(model, 0)).toMatchObject({ percentile: 0, percentile_range: { min: 0, max: 40 }, rank_prediction: { predicted_rank: 99001, rank_min: 50001, rank_max: 99001 } });
    expect(predictMhtcetFromScore(model, 200)).toMatchObject({ percentile: 99.99, percentile_range: { min: 99, max: 99.99 }, rank_prediction: { predicted_rank: 13, rank_min: 1, rank_max: 4999 } });
  });

  it('is monotone over 0..200, with the band around the centre', () => {
    let previous = { percentile: -1, rank: Infinity };
    for (let s = 0; s <= 200; s += 0.5) {
      const r = predictMhtcetFromScore(model, s);
      checkRanks(r.rank_prediction);
      expect(r.percentile!).toBeGreaterThanOrEqual(previous.percentile);
      expect(r.rank_prediction.predicted_rank).toBeLessThanOrEqual(previous.rank);
      expect(r.percentile_range!.min).toBeLessThanOrEqual(r.percentile!);
      expect(r.percentile!).toBeLessThanOrEqual(r.percentile_range!.max);
      previous = { percentile: r.percentile!, rank: r.rank_prediction.predicted_rank };
    }
  });

  it('needs points of one year, and checks the rows', () => {
    const parse = (csv: string) =>
      parseMhtcetMarks(tableRows(`year,marks_low,marks_high,percentile_low,percentile_high,source\n${csv}`, 'm.csv', MHTCET_COLUMNS.marksPercentile));
    expect(() => buildMhtcetScoreModel(parse('2025,10,20,5,9,x\n'))).toThrow(/fewer than two single/);
    expect(() => parse('2025,10,20,9,5,x\n')).toThrow('m.csv:2: percentile_low is above percentile_high.');
    expect(() => parse('2025,10,201,5,9,x\n')).toThrow(/marks_high 201 is outside 0\.\.200/);
  });

  it('without a marks table the percentile input still works', () => {
    const broken = { ...model, score: null, scoreProblem: 'mhtcet_marks_percentile.csv is missing.' };
    expect(() => predictMhtcetFromScore(broken, 100)).toThrow(/missing/);
    expect(predictMhtcetFromPercentile(broken, 99.5).rank_prediction.predicted_rank).toBe(510);
  });
});
