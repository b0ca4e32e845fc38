import type { MhtcetFinderBasis } from 'shared-contracts';
import { CHANCE_THRESHOLDS, chanceFor, chanceRatio, ratioColumn, withinReach } from './chance';

const BASES: MhtcetFinderBasis[] = ['mhtcet_rank', 'mhtcet_percentile', 'jee_main_percentile'];

describe('chance rule', () => {
  it('has thresholds in order for every basis', () => {
    for (const basis of BASES) {
      const { high, medium, reach } = CHANCE_THRESHOLDS[basis];
      expect(0 < high && high < medium && medium < reach).toBe(true);
    }
  });

  it('labels rank mode by rank / closing rank', () => {
    const { high, medium } = CHANCE_THRESHOLDS.mhtcet_rank;
    const closing = (rank: number) => ({ rank, percentile: 50 });
    expect(chanceRatio('mhtcet_rank', 5000, closing(10000))).toBe(0.5);
    expect(chanceFor('mhtcet_rank', 5000, closing(10000))).toBe('High');
    expect(chanceFor('mhtcet_rank', high * 10000, closing(10000))).toBe('High');
    expect(chanceFor('mhtcet_rank', high * 10000 + 1, closing(10000))).toBe('Medium');
    expect(chanceFor('mhtcet_rank', medium * 10000, closing(10000))).toBe('Medium');
    expect(chanceFor('mhtcet_rank', medium * 10000 + 1, closing(10000))).toBe('Low');
  });

  it('labels percentile modes by the share of candidates ahead: (100 - p) / (100 - closing p)', () => {
    expect(chanceRatio('mhtcet_percentile', 98, { rank: 1, percentile: 96 })).toBeCloseTo(0.5, 6);
    expect(chanceFor('mhtcet_percentile', 98, { rank: 1, percentile: 96 })).toBe('High');
    expect(chanceFor('mhtcet_percentile', 96, { rank: 1, percentile: 96 })).toBe('Low'); // x = 1 > medium 0.9
    expect(chanceFor('jee_main_percentile', 96, { rank: 1, percentile: 96 })).toBe('Low'); // x = 1 > 0.94
    expect(chanceFor('jee_main_percentile', 96.5, { rank: 1, percentile: 96 })).toBe('Medium'); // x = 0.875
    // A closing percentile of 100 stays finite.
    expect(Number.isFinite(chanceRatio('mhtcet_percentile', 99, { rank: 1, percentile: 100 }))).toBe(true);
    expect(chanceFor('mhtcet_percentile', 100, { rank: 1, percentile: 100 })).toBe('Low');
  });

  it('returns a row up to x = reach inclusive', () => {
    const { reach } = CHANCE_THRESHOLDS.mhtcet_rank;
    const last = Math.floor(20000 * reach + 1e-9);
    expect(withinReach('mhtcet_rank', last, { rank: 20000, percentile: 0 })).toBe(true);
    expect(withinReach('mhtcet_rank', last + 1, { rank: 20000, percentile: 0 })).toBe(false);
    expect(ratioColumn('mhtcet_rank')).toBe('closing_rank');
    expect(ratioColumn('mhtcet_percentile')).toBe('closing_percentile');
    expect(ratioColumn('jee_main_percentile')).toBe('closing_percentile');
  });

  it('is monotone in the ratio column, so the rows within reach of a sorted list are one run', () => {
    for (const basis of BASES) {
      const column = ratioColumn(basis);
      const student = basis === 'mhtcet_rank' ? 12345 : 93.21;
      let seenOut = false;
      for (let value = column === 'closing_rank' ? 200000 : 0; column === 'closing_rank' ? value >= 1 : value <= 100; value += column === 'closing_rank' ? -97 : 0.013) {
        const closing = column === 'closing_rank' ? { rank: value, percentile: 50 } : { rank: 1, percentile: value };
        const inside = withinReach(basis, student, closing);
        if (!inside) seenOut = true;
        else expect(seenOut).toBe(false);
      }
      expect(seenOut).toBe(true);
    }
  });
});
