import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jeeMainPercentileForRank, type CandidateCounts } from './jeeMain';
import { loadPredictorModels } from './tables';
import { predictorTablesDir } from '../../test/fixtureData';

const FIXTURES = predictorTablesDir();

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'predictors-'));
});
afterEach(() => {
  rmSync(tmp, { recursive: true, force: true });
});

/** A copy of the fixtures with `file` (relative) replaced by `text`. */
function fixturesWith(file: string, text: string): string {
  const dir = path.join(tmp, 'data');
  cpSync(FIXTURES, dir, { recursive: true });
  writeFileSync(path.join(dir, file), text);
  return dir;
}

describe('loadPredictorModels', () => {
  it('builds every predictor from good tables, with no warning, and the JEE Main counts on their own', async () => {
    const models = await loadPredictorModels(FIXTURES);
    expect(models.warnings).toEqual([]);
    expect(models.jeeMain.model?.score).not.toBeNull();
    expect(models.jeeAdvanced.model?.year).toBe(2024);
    expect(models.mhtcet.model?.ranks.year).toBe(2025);
    expect(models.mhtcet.model?.score).not.toBeNull();
    expect(models.jeeMainCounts.problem).toBeNull();
    expect(jeeMainPercentileForRank(models.jeeMainCounts.model as CandidateCounts, 10_000, 2025)).toBeCloseTo(99, 10);
  });

  it('never throws on a missing data folder: every predictor reports what is missing', async () => {
    const models = await loadPredictorModels(path.join(tmp, 'nowhere'));
    expect(models.jeeMain).toEqual({ model: null, problem: 'jee_main_candidates.csv is missing.' });
    expect(models.jeeMainCounts).toEqual({ model: null, problem: 'jee_main_candidates.csv is missing.' });
    expect(models.jeeAdvanced).toEqual({ model: null, problem: 'jee_advanced_marks_rank.csv is missing.' });
    expect(models.mhtcet).toEqual({ model: null, problem: 'mhtcet_cutoffs.csv is missing.' });
    expect(models.warnings).toEqual([
      'JEE Main predictor unavailable: jee_main_candidates.csv is missing.',
      'JEE Advanced predictor unavailable: jee_advanced_marks_rank.csv is missing.',
      'MHT-CET predictor unavailable: mhtcet_cutoffs.csv is missing.',
    ]);
  });

  it('a malformed table disables only what needs it, naming the file and line', async () => {
    const dir = fixturesWith('predictors/jee_main_marks_percentile.csv', 'year,session,marks_low,marks_high,percentile_low,percentile_high,source\n2025,x,10,20,ninety,95,y\n');
    const models = await loadPredictorModels(dir);
    expect(models.jeeMain.model?.score).toBeNull();
    expect(models.jeeMain.model?.scoreProblem).toBe('jee_main_marks_percentile.csv:2: percentile_low is not a number ("ninety").');
    expect(models.warnings).toEqual(['JEE Main score input unavailable: jee_main_marks_percentile.csv:2: percentile_low is not a number ("ninety").']);
    expect(models.jeeAdvanced.model).not.toBeNull();
    expect(models.mhtcet.model).not.toBeNull();
  });

  it('a header without the needed columns is reported', async () => {
    const dir = fixturesWith('predictors/jee_advanced_marks_rank.csv', 'year,marks,rank\n2024,300,1\n');
    const models = await loadPredictorModels(dir);
    expect(models.jeeAdvanced).toEqual({ model: null, problem: 'jee_advanced_marks_rank.csv: header lacks marks_low, marks_high, rank_low, rank_high.' });
  });

  it('an unterminated quote or a short row is reported with its line', async () => {
    let models = await loadPredictorModels(fixturesWith('predictors/mhtcet_marks_percentile.csv', 'year,marks_low,marks_high,percentile_low,percentile_high,source\n2025,1,1,1,1,"open\n'));
    expect(models.mhtcet.model?.scoreProblem).toMatch(/^mhtcet_marks_percentile\.csv:2: unterminated quoted field/);
    models = await loadPredictorModels(fixturesWith('predictors/jee_main_candidates.csv', 'year,session,candidates_appeared,source\n2025,total (unique),1000\n'));
    expect(models.jeeMain.problem).toBe('jee_main_candidates.csv:2: 3 fields, the header has 4.');
  });

  it('an empty cut-off list or one without Maharashtra pairs disables MHT-CET', async () => {
    let models = await loadPredictorModels(fixturesWith('mhtcet/mhtcet_cutoffs.csv', ''));
    expect(models.mhtcet.problem).toBe('mhtcet_cutoffs.csv is empty.');
    models = await loadPredictorModels(fixturesWith('mhtcet/mhtcet_cutoffs.csv', 'year,stage,seat_type,closing_rank,closing_percentile\n2025,,AI,10,50\n'));
    expect(models.mhtcet.problem).toBe('mhtcet_cutoffs.csv: no Maharashtra-list (merit no, percentile) pair.');
  });

  it('bad cut-off rows are skipped with a warning', async () => {
    const dir = fixturesWith(
      'mhtcet/mhtcet_cutoffs.csv',
      'year,stage,seat_type,closing_rank,closing_percentile\n2025,I,GOPENS,100,99.9\n2025,I,GOPENS,x,99.0\n2025,I,GOPENS,1000,99.0\n',
    );
    const models = await loadPredictorModels(dir);
    expect(models.mhtcet.model?.ranks.pairsKept).toBe(2);
    expect(models.warnings).toEqual(['mhtcet_cutoffs.csv: 1 rows skipped (mhtcet_cutoffs.csv:3: closing_rank is not a number ("x").).']);
  });
});
