import path from 'node:path';
import { tableRows, TableError } from './csvTable';
import {
  buildJeeMainModel,
  buildJeeMainScoreModel,
  candidateCounts,
  JEE_MAIN_COLUMNS,
  jeeMainPercentileBand,
  jeeMainPercentileForRank,
  nearestYear,
  parseJeeMainCandidates,
  parseJeeMainMarksPercentile,
  predictJeeMainFromPercentile,
  predictJeeMainFromScore,
  type JeeMainModel,
} from './jeeMain';
import { loadJeeMain, loadJeeMainCounts } from './tables';
import { predictorTablesDir } from '../../test/fixtureData';

const FIXTURES = predictorTablesDir();

const marksRows = (csv: string) =>
  parseJeeMainMarksPercentile(tableRows(`year,session,marks_low,marks_high,percentile_low,percentile_high,source\n${csv}`, 'marks.csv', JEE_MAIN_COLUMNS.marksPercentile));

let model: JeeMainModel;
beforeAll(async () => {
  model = await loadJeeMain(FIXTURES);
});

const checkRanks = (r: { predicted_rank: number; rank_min: number; rank_max: number }) => {
  for (const value of Object.values(r)) expect(Number.isInteger(value)).toBe(true);
  expect(r.rank_min).toBeGreaterThanOrEqual(1);
  expect(r.rank_min).toBeLessThanOrEqual(r.predicted_rank);
  expect(r.predicted_rank).toBeLessThanOrEqual(r.rank_max);
};

describe('candidate counts', () => {
  it('takes N from the latest unique count and the range from the largest session of that year', () => {
    expect(model.counts).toMatchObject({ latestYear: 2025, n: 1_000_000, nLow: 800_000, nHigh: 1_000_000, largestSession: 800_000 });
    expect(model.tie).toBe(20);
    expect([...model.counts.uniqueByYear]).toEqual([
      [2024, 900_000],
      [2025, 1_000_000],
    ]);
  });

  it('needs a unique count', () => {
    const rows = parseJeeMainCandidates(tableRows('year,session,candidates_appeared,source\n2025,session 1,10,x\n', 'c.csv', JEE_MAIN_COLUMNS.candidates));
    expect(() => candidateCounts(rows, [])).toThrow(TableError);
  });

  it('nearestYear prefers the later year on a tie', () => {
    const byYear = new Map([
      [2022, 'a'],
      [2024, 'b'],
    ]);
    expect(nearestYear(byYear, 2023)).toEqual([2024, 'b']);
    expect(nearestYear(byYear, 1990)).toEqual([2022, 'a']);
    expect(nearestYear(new Map(), 2023)).toBeUndefined();
  });
});

describe('JEE Main percentile -> rank', () => {
  it('is (100 - P) x N / 100, with the range from N 800,000 to 1,000,000', () => {
    const r = predictJeeMainFromPercentile(model, 99);
    expect(r.rank_prediction).toEqual({ predicted_rank: 10_000, rank_min: 8_000, rank_max: 10_000 });
    expect(r.percentile).toBeUndefined();
    expect(r.is_estimate).toBe(true);
    expect(r.basis).toMatch(/N = 10,00,000 unique candidates who appeared in JEE Main 2025 \(press figure\)/);
    expect(r.basis).toMatch(/from 8,00,000/);
  });

  it("takes the newest year's count and says when it is NTA's official figure", () => {
    const candidates = parseJeeMainCandidates(
      tableRows(
        'year,session,candidates_appeared,source\n' +
          '2025,total (unique),1500000,news.example: more than 15 lakh\n' +
          '2026,total (unique),1538468,"NTA result notice (official PDF, p. 3)"\n',
        'c.csv',
        JEE_MAIN_COLUMNS.candidates,
      ),
    );
    const official = buildJeeMainModel({ marksPercentile: [], percentileRank: [], candidates });
    const r = predictJeeMainFromPercentile(official, 99.5);
    expect(r.rank_prediction).toEqual({ predicted_rank: 7_692, rank_min: 7_692, rank_max: 7_693 });
    expect(r.basis).toMatch(/N = 15,38,468 unique candidates who appeared in JEE Main 2026 \(official NTA figure\);/);
    expect(r.basis).not.toMatch(/press figure|range takes N/);
  });

  it('shares ranks 1..k at 100 percentile (k from the data), and ranks below 100 come after the tie', () => {
    const top = predictJeeMainFromPercentile(model, 100);
    expect(top.rank_prediction).toEqual({ predicted_rank: 1, rank_min: 1, rank_max: 20 });
    expect(top.note).toMatch(/20 candidates at 100/);
    expect(predictJeeMainFromPercentile(model, 99.9999).rank_prediction).toEqual({ predicted_rank: 21, rank_min: 21, rank_max: 21 });
  });

  it('gets worse as the percentile falls, with whole, ordered ranks', () => {
    let previous = 0;
    for (let p = 100; p >= 0; p -= 0.37) {
      const r = predictJeeMainFromPercentile(model, p).rank_prediction;
      checkRanks(r);
      expect(r.predicted_rank).toBeGreaterThanOrEqual(previous);
      previous = r.predicted_rank;
    }
    expect(predictJeeMainFromPercentile(model, 0).rank_prediction).toEqual({ predicted_rank: 1_000_000, rank_min: 800_000, rank_max: 1_000_000 });
  });
});

describe('JEE Main score -> percentile', () => {
  it('returns a band that contains the centre, and a monotone centre and band over the whole range', () => {
    const sm = model.score!;
    let previous = { centre: -1, min: -1, max: -1 };
    for (let s = -50; s <= 300; s += 0.5) {
      const band = jeeMainPercentileBand(sm, s);
      expect(band.min).toBeLessThanOrEqual(band.centre);
      expect(band.centre).toBeLessThanOrEqual(band.max);
      expect(band.centre).toBeGreaterThanOrEqual(previous.centre - 1e-9);
      expect(band.min).toBeGreaterThanOrEqual(previous.min - 1e-9);
      expect(band.max).toBeGreaterThanOrEqual(previous.max - 1e-9);
      previous = band;
    }
  });

  it('uses the median of the sources and the spread of every table and shift', () => {
    // At 150: alpha 95 + 50/99 x 4.4 = 97.22, beta 80 + 100/199 x 19.7 = 89.90, gamma median(99, 97) = 98;
    // the median, 97.22, is then smoothed by the isotonic fit (the gamma shifts end at 150 and 180).
    const band = jeeMainPercentileBand(model.score!, 150);
    expect(band.centre).toBeGreaterThan(96.5);
    expect(band.centre).toBeLessThan(97.5);
    expect(band.min).toBe(80);
    expect(band.max).toBeCloseTo(99.7, 9);
  });

  it('below every table: 0 up to the "below M marks" row, the centre a line from 0 at -50', () => {
    const r = predictJeeMainFromScore(model, 0);
    expect(r.percentile).toBeCloseTo(40, 6);
    expect(r.percentile_range).toEqual({ min: 0, max: 80 });
    expect(r.rank_prediction).toEqual({ predicted_rank: 600_000, rank_min: 160_000, rank_max: 1_000_000 });
    expect(r.basis).toMatch(/No table goes below 50 marks/);
    expect(predictJeeMainFromScore(model, -50).percentile).toBe(0);
  });

  it('full marks is 100 percentile: rank 1, with the range from the band', () => {
    const r = predictJeeMainFromScore(model, 300);
    expect(r.percentile).toBe(100);
    expect(r.rank_prediction.predicted_rank).toBe(1);
    expect(r.rank_prediction.rank_min).toBe(1);
    expect(r.percentile_range).toEqual({ min: 99.5, max: 100 });
    expect(r.rank_prediction.rank_max).toBe(5_000);
  });

  it('every score gives whole, ordered ranks that get worse as the score falls; flagged as an estimate', () => {
    let previous = 0;
    for (let s = 300; s >= -50; s -= 1.5) {
      const r = predictJeeMainFromScore(model, s);
      checkRanks(r.rank_prediction);
      expect(r.rank_prediction.predicted_rank).toBeGreaterThanOrEqual(previous);
      previous = r.rank_prediction.predicted_rank;
      expect(r.is_estimate).toBe(true);
      expect(r.percentile_range!.min).toBeLessThanOrEqual(r.percentile!);
      expect(r.percentile!).toBeLessThanOrEqual(r.percentile_range!.max);
    }
    expect(predictJeeMainFromScore(model, 200).basis).toMatch(/median of 3 coaching-site "expected" tables \(alpha\.com, beta\.in, gamma\.com; 4 tables/);
  });

  it('rejects a table in which more marks give a lower percentile', () => {
    const rows = marksRows('2025,overall,100,150,90,95,x.com\n2025,overall,151,200,94,99,x.com\n');
    expect(() => buildJeeMainScoreModel(rows)).toThrow(/not monotone/);
  });

  it('rejects bad rows with the file and line', () => {
    expect(() => marksRows('2025,overall,100,150,95,90,x.com\n')).toThrow('marks.csv:2: percentile_low is above percentile_high.');
    expect(() => marksRows('2025,overall,100,150,abc,90,x.com\n')).toThrow(/marks\.csv:2: percentile_low is not a number/);
    expect(() => marksRows('2025,overall,100,400,90,95,x.com\n')).toThrow(/marks_high 400 is outside -50\.\.300/);
    expect(() => marksRows('2025,overall,,,90,95,x.com\n')).toThrow(/marks_low and marks_high are both empty/);
  });

  it('with no usable marks table the percentile input still works', async () => {
    const broken = { ...model, score: null, scoreProblem: 'jee_main_marks_percentile.csv is missing.' };
    expect(() => predictJeeMainFromScore(broken, 100)).toThrow(/missing/);
    expect(predictJeeMainFromPercentile(broken, 99).rank_prediction.predicted_rank).toBe(10_000);
  });
});

describe('jeeMainPercentileForRank', () => {
  it('inverts rank = (100 - P) x N / 100 with that year\'s unique candidates', () => {
    expect(jeeMainPercentileForRank(model.counts, 10_000, 2025)).toBeCloseTo(99, 10);
    expect(jeeMainPercentileForRank(model.counts, 10_000, 2024)).toBeCloseTo(100 - 1_000_000 / 900_000, 10);
  });

  it('falls back to the nearest year, and clamps to 0..100', () => {
    expect(jeeMainPercentileForRank(model.counts, 10_000, 2030)).toBeCloseTo(99, 10);
    expect(jeeMainPercentileForRank(model.counts, 10_000, 2001)).toBeCloseTo(100 - 1_000_000 / 900_000, 10);
    expect(jeeMainPercentileForRank(model.counts, 5_000_000, 2025)).toBe(0);
  });

  it('round-trips with the percentile -> rank formula', () => {
    for (const rank of [1_000, 25_000, 250_000]) {
      expect(predictJeeMainFromPercentile(model, jeeMainPercentileForRank(model.counts, rank, 2025)).rank_prediction.predicted_rank).toBe(rank);
    }
  });

  it('rejects a rank that is not a positive number', () => {
    expect(() => jeeMainPercentileForRank(model.counts, 0, 2025)).toThrow(RangeError);
    expect(() => jeeMainPercentileForRank(model.counts, Number.NaN, 2025)).toThrow(RangeError);
  });

  it('reads the counts from DATA_DIR asynchronously; a missing candidates file is a TableError', async () => {
    const counts = await loadJeeMainCounts(FIXTURES);
    expect(counts.n).toBe(1_000_000);
    expect(jeeMainPercentileForRank(counts, 10_000, 2025)).toBeCloseTo(99, 10);
    await expect(loadJeeMainCounts(path.join(FIXTURES, 'nowhere'))).rejects.toThrow(new TableError('jee_main_candidates.csv is missing.'));
  });
});
