import { tableRows, TableError } from './csvTable';
import { buildJeeAdvancedModel, JEE_ADVANCED_COLUMNS, jeeAdvancedRank, parseMarksRank, predictJeeAdvanced, type JeeAdvancedModel } from './jeeAdvanced';
import { loadJeeAdvanced } from './tables';
import { predictorTablesDir } from '../../test/fixtureData';

const FIXTURES = predictorTablesDir();
const rows = (csv: string) => parseMarksRank(tableRows(`year,marks_low,marks_high,rank_low,rank_high\n${csv}`, 'adv.csv', JEE_ADVANCED_COLUMNS.marksRank));

// Fixture (2024): 300 @ 1, 250 @ 101, 200 @ 201, 150 @ 301, 120 @ 401, 100 @ 501 and 601; qualifying 100; 5,000 appeared.
let model: JeeAdvancedModel;
beforeAll(async () => {
  model = await loadJeeAdvanced(FIXTURES);
});

describe('JEE Advanced score -> rank', () => {
  it('reads the latest year, its qualifying mark and the table step', () => {
    expect(model).toMatchObject({ year: 2024, qualifyingMarks: 100, appeared: 5000, maxMarks: 360, step: 100, scale: 'log' });
    expect(model.marks).toEqual([100, 120, 150, 200, 250, 300]);
    expect(model.bestRank).toEqual([501, 401, 301, 201, 101, 1]);
    expect(model.worstRank).toEqual([601, 401, 301, 201, 101, 1]);
  });

  it('a listed score gets its listed rank, the range running between the neighbouring listed ranks', () => {
    expect(predictJeeAdvanced(model, 250).rank_prediction).toEqual({ predicted_rank: 101, rank_min: 2, rank_max: 200 });
    expect(predictJeeAdvanced(model, 200).rank_prediction).toEqual({ predicted_rank: 201, rank_min: 102, rank_max: 300 });
  });

  it('interpolates monotonically between listed scores', () => {
    const r = predictJeeAdvanced(model, 225).rank_prediction;
    expect(r.rank_min).toBe(102);
    expect(r.rank_max).toBe(200);
    expect(r.predicted_rank).toBeGreaterThan(101);
    expect(r.predicted_rank).toBeLessThan(201);
    let previous = Infinity;
    for (let s = 100; s <= 360; s += 0.5) {
      const x = predictJeeAdvanced(model, s).rank_prediction;
      for (const value of Object.values(x)) expect(Number.isInteger(value)).toBe(true);
      expect(x.rank_min).toBeGreaterThanOrEqual(1);
      expect(x.rank_min).toBeLessThanOrEqual(x.predicted_rank);
      expect(x.predicted_rank).toBeLessThanOrEqual(x.rank_max);
      expect(x.predicted_rank).toBeLessThanOrEqual(previous);
      previous = x.predicted_rank;
    }
  });

  it('the top listed score is rank 1 (a tie there is possible); above it the range is 1 to 1', () => {
    expect(predictJeeAdvanced(model, 300).rank_prediction).toEqual({ predicted_rank: 1, rank_min: 1, rank_max: 100 });
    expect(predictJeeAdvanced(model, 301).rank_prediction).toEqual({ predicted_rank: 1, rank_min: 1, rank_max: 1 });
    expect(predictJeeAdvanced(model, 360).rank_prediction).toEqual({ predicted_rank: 1, rank_min: 1, rank_max: 1 });
  });

  it('the qualifying mark itself is on the list; the CRL ends before the next listed rank', () => {
    const r = predictJeeAdvanced(model, 100);
    expect(r.qualified).toBe(true);
    expect(r.rank_prediction).toEqual({ predicted_rank: 551, rank_min: 402, rank_max: 700 });
  });

  it('below the qualifying mark: qualified false, a note, and a rank after the last CRL rank (still a prediction)', () => {
    for (const score of [99.5, 50, 0, -50]) {
      const r = predictJeeAdvanced(model, score);
      expect(r.qualified).toBe(false);
      expect(r.rank_prediction).toEqual({ predicted_rank: 602, rank_min: 602, rank_max: 5000 });
      expect(r.note).toMatch(/below the 2024 qualifying mark \(100 of 360\)/);
      expect(r.basis).toMatch(/Below the 2024 CRL qualifying mark of 100/);
      expect(r.is_estimate).toBe(false);
    }
  });

  it('says what it rests on', () => {
    const r = predictJeeAdvanced(model, 200);
    expect(r.qualified).toBe(true);
    expect(r.is_estimate).toBe(false);
    expect(r.basis).toMatch(/official JEE \(Advanced\) 2024 Common Rank List marks-vs-rank table \(7 points/);
    expect(r.percentile).toBeUndefined();
  });

  it('linear and log scales agree on listed points', () => {
    const linear = buildJeeAdvancedModel(model.points, [], 'linear');
    expect(jeeAdvancedRank(linear, 150).predicted).toBeCloseTo(301, 9);
    expect(linear.qualifyingMarks).toBe(100); // no candidates row: the lowest listed mark
  });

  it('rejects a table whose marks rise with the rank, a repeated rank, or a range row', () => {
    expect(() => buildJeeAdvancedModel(rows('2024,300,300,1,1\n2024,310,310,101,101\n'), [])).toThrow(/adv\.csv|jee_advanced_marks_rank\.csv:3: marks rise/);
    expect(() => buildJeeAdvancedModel(rows('2024,300,300,1,1\n2024,290,290,1,1\n'), [])).toThrow(/rank 1 is listed twice/);
    expect(() => rows('2024,300,310,1,1\n')).toThrow(TableError);
    expect(() => buildJeeAdvancedModel(rows('2024,300,300,1,1\n'), [])).toThrow(/fewer than two points/);
  });
});
