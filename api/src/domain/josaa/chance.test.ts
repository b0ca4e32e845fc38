import { CHANCE_ANCHORS, chanceFor, chanceRatios, isShown, minClosingRankFor, type ChanceAnchor } from './chance';

const regular = (num: number) => ({ num, preparatory: false });

describe('chanceRatios', () => {
  it('returns the anchor values at the anchors', () => {
    for (const anchor of CHANCE_ANCHORS) {
      const ratios = chanceRatios(anchor.closing);
      expect(ratios.high).toBeCloseTo(anchor.high, 10);
      expect(ratios.medium).toBeCloseTo(anchor.medium, 10);
      expect(ratios.reach).toBeCloseTo(anchor.reach, 10);
    }
  });

  it('interpolates in log10 between anchors and is constant outside them', () => {
    const anchors: ChanceAnchor[] = [
      { closing: 100, high: 0.5, medium: 1, reach: 2 },
      { closing: 10_000, high: 0.7, medium: 1.2, reach: 1.4 },
    ];
    expect(chanceRatios(1_000, anchors)).toEqual({ high: expect.closeTo(0.6, 10), medium: expect.closeTo(1.1, 10), reach: expect.closeTo(1.7, 10) });
    expect(chanceRatios(1, anchors)).toEqual({ high: 0.5, medium: 1, reach: 2 });
    expect(chanceRatios(1e7, anchors)).toEqual({ high: 0.7, medium: 1.2, reach: 1.4 });
  });

  it('keeps high < medium < reach, and reach >= 1, at every size', () => {
    for (let c = 1; c <= 3_000_000; c = Math.ceil(c * 1.07)) {
      const r = chanceRatios(c);
      expect(r.high).toBeLessThan(r.medium);
      expect(r.medium).toBeLessThan(r.reach);
      expect(r.reach).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('chanceFor', () => {
  it('labels by the ratio of rank to closing rank (anchor 10,000: 0.8 / 1.05 / 1.4)', () => {
    expect(chanceFor(8_000, regular(10_000))).toBe('High');
    expect(chanceFor(8_001, regular(10_000))).toBe('Medium');
    expect(chanceFor(10_500, regular(10_000))).toBe('Medium');
    expect(chanceFor(10_501, regular(10_000))).toBe('Low');
    expect(chanceFor(14_000, regular(10_000))).toBe('Low');
    expect(chanceFor(14_001, regular(10_000))).toBeNull();
    expect(chanceFor(1, regular(10_000))).toBe('High');
  });

  it('gives small closing ranks wider bands (they move more from year to year)', () => {
    // Twice the closing rank: still within reach at 100, far beyond it at 100,000.
    expect(chanceFor(200, regular(100))).toBe('Low');
    expect(chanceFor(200_000, regular(100_000))).toBeNull();
    // 70% of the closing rank: Medium at 100, High at 10,000.
    expect(chanceFor(70, regular(100))).toBe('Medium');
    expect(chanceFor(7_000, regular(10_000))).toBe('High');
    expect(chanceFor(60, regular(100))).toBe('High');
  });

  it("labels a closing rank with 'P' Medium for every rank", () => {
    for (const rank of [1, 12, 500, 1_000_000]) expect(chanceFor(rank, { num: 12, preparatory: true })).toBe('Medium');
  });

  it('never gets better as the rank gets worse', () => {
    const order = { High: 0, Medium: 1, Low: 2 } as const;
    for (const closing of [3, 68, 1_500, 40_000, 1_005_918]) {
      let last = 0;
      for (let rank = 1; rank <= closing * 6; rank = Math.ceil(rank * 1.05)) {
        const label = chanceFor(rank, regular(closing));
        const value = label === null ? 3 : order[label];
        expect(value).toBeGreaterThanOrEqual(last);
        last = value;
      }
    }
  });
});

describe('minClosingRankFor', () => {
  it('needs reach(c) * c to grow with c (so the shown seats are those at or above one bound)', () => {
    let last = 0;
    for (let c = 1; c <= 3_000_000; c += c < 1_000 ? 1 : Math.ceil(c / 500)) {
      const reach = chanceRatios(c).reach * c;
      expect(reach).toBeGreaterThan(last);
      last = reach;
    }
  });

  it('is the smallest closing rank shown for the rank', () => {
    for (const rank of [1, 2, 5, 13, 60, 68, 100, 999, 15_000, 123_456, 1_500_000]) {
      const min = minClosingRankFor(rank);
      expect(isShown(rank, min)).toBe(true);
      if (min > 1) expect(isShown(rank, min - 1)).toBe(false);
      expect(chanceFor(rank, regular(min))).not.toBeNull();
      expect(min).toBeLessThanOrEqual(rank);
    }
  });

  it('shows IIT Bombay CSE (closing 68) to rank 60, and not to rank 1,000', () => {
    expect(minClosingRankFor(60)).toBeLessThanOrEqual(68);
    expect(chanceFor(60, regular(68))).toBe('Medium');
    expect(chanceFor(40, regular(68))).toBe('High');
    expect(minClosingRankFor(1_000)).toBeGreaterThan(68);
  });
});
