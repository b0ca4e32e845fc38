import { isotonicIncreasing, linearCurve, longestNonIncreasing, lowerBound, median, pchipCurve, upperBound } from './interpolation';

describe('linearCurve', () => {
  const curve = linearCurve([
    { x: 0, y: 0 },
    { x: 10, y: 100 },
    { x: 20, y: 100 },
  ]);

  it('interpolates between knots and hits them exactly', () => {
    expect(curve.at(0)).toBe(0);
    expect(curve.at(5)).toBe(50);
    expect(curve.at(10)).toBe(100);
    expect(curve.at(15)).toBe(100);
    expect(curve.at(20)).toBe(100);
  });

  it('does not extrapolate', () => {
    expect(curve.at(-0.1)).toBeUndefined();
    expect(curve.at(20.1)).toBeUndefined();
    expect([curve.minX, curve.maxX]).toEqual([0, 20]);
  });

  it('rejects knots that are not strictly increasing, and an empty list', () => {
    expect(() =>
      linearCurve([
        { x: 1, y: 0 },
        { x: 1, y: 1 },
      ]),
    ).toThrow(/strictly increasing/);
    expect(() => linearCurve([])).toThrow(/at least one knot/);
  });

  it('with one knot answers only at that x', () => {
    const one = linearCurve([{ x: 3, y: 7 }]);
    expect(one.at(3)).toBe(7);
    expect(one.at(4)).toBeUndefined();
  });
});

describe('pchipCurve', () => {
  // A steep, convex, decreasing curve like marks -> rank.
  const knots = [
    { x: 100, y: 25000 },
    { x: 150, y: 9000 },
    { x: 200, y: 2400 },
    { x: 250, y: 600 },
    { x: 300, y: 100 },
    { x: 355, y: 1 },
  ];
  const curve = pchipCurve(knots);

  it('passes through every knot', () => {
    for (const k of knots) expect(curve.at(k.x)).toBeCloseTo(k.y, 9);
  });

  it('is monotone (non-increasing) between knots and never overshoots them', () => {
    let previous = Infinity;
    for (let x = 100; x <= 355; x += 0.25) {
      const y = curve.at(x) as number;
      expect(y).toBeLessThanOrEqual(previous + 1e-9);
      expect(y).toBeGreaterThanOrEqual(1 - 1e-9);
      expect(y).toBeLessThanOrEqual(25000 + 1e-9);
      previous = y;
    }
  });

  it('keeps flat stretches flat', () => {
    const flat = pchipCurve([
      { x: 0, y: 1 },
      { x: 1, y: 2 },
      { x: 2, y: 2 },
      { x: 3, y: 5 },
    ]);
    for (let x = 1; x <= 2; x += 0.1) expect(flat.at(x)).toBeCloseTo(2, 9);
  });

  it('falls back to a straight line for two knots', () => {
    const line = pchipCurve([
      { x: 0, y: 0 },
      { x: 2, y: 4 },
    ]);
    expect(line.at(1)).toBe(2);
  });
});

describe('isotonicIncreasing', () => {
  it('pools adjacent violators into their mean', () => {
    expect(isotonicIncreasing([1, 3, 2, 4])).toEqual([1, 2.5, 2.5, 4]);
    expect(isotonicIncreasing([93, 99, 88, 92])).toEqual([93, 93, 93, 93]);
  });

  it('leaves a monotone list alone and respects weights', () => {
    expect(isotonicIncreasing([1, 2, 3])).toEqual([1, 2, 3]);
    expect(isotonicIncreasing([3, 1], [3, 1])).toEqual([2.5, 2.5]);
  });
});

describe('longestNonIncreasing', () => {
  it('keeps the longest run that never increases (ties allowed)', () => {
    // ranks in order; percentiles should fall: the 20.0 at index 2 is a parse slip.
    const pct = [99.9, 99.5, 20.0, 99.0, 95.0, 95.0, 80.0];
    expect(longestNonIncreasing(pct)).toEqual([0, 1, 3, 4, 5, 6]);
  });

  it('handles empty and single lists', () => {
    expect(longestNonIncreasing([])).toEqual([]);
    expect(longestNonIncreasing([5])).toEqual([0]);
  });
});

describe('median and bounds', () => {
  it('median of odd and even lists', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('lowerBound and upperBound', () => {
    const xs = [1, 2, 2, 3];
    expect(lowerBound(xs, 2)).toBe(1);
    expect(upperBound(xs, 2)).toBe(3);
    expect(lowerBound(xs, 0)).toBe(0);
    expect(upperBound(xs, 9)).toBe(4);
  });
});
