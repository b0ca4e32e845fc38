import type { CandidateCounts } from '../predictors/jeeMain';
import { loadJeeMainCounts } from '../predictors/tables';
import { jeeMainPercentileForRank } from './jeeMainPercentile';
import { predictorTablesDir } from '../../test/fixtureData';

// The predictors' fixture: 2024 N = 900,000; 2025 N = 1,000,000 (unique candidates).
const PREDICTOR_FIXTURES = predictorTablesDir();

describe('JEE Main rank -> percentile (state-wise finder)', () => {
  let counts: CandidateCounts;
  beforeAll(async () => {
    counts = await loadJeeMainCounts(PREDICTOR_FIXTURES);
  });

  it('inverts rank = (100 - P) x N / 100 with the year N', () => {
    expect(jeeMainPercentileForRank(counts, 30000, 2025)).toBeCloseTo(97, 9);
    expect(jeeMainPercentileForRank(counts, 9000, 2024)).toBeCloseTo(99, 9);
    expect(jeeMainPercentileForRank(counts, 500000, 2025)).toBeCloseTo(50, 9);
    expect(jeeMainPercentileForRank(counts, 1, 2025)).toBeLessThan(100);
    expect(jeeMainPercentileForRank(counts, 5_000_000, 2025)).toBe(0);
  });

  it('uses the nearest year for a year without a figure', () => {
    expect(jeeMainPercentileForRank(counts, 30000, 2030)).toBe(jeeMainPercentileForRank(counts, 30000, 2025));
    expect(jeeMainPercentileForRank(counts, 9000, 2023)).toBe(jeeMainPercentileForRank(counts, 9000, 2024));
  });
});
