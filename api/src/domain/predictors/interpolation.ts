// Monotone curve fitting used by the predictors: piecewise-linear and PCHIP interpolation through
// knots, isotonic regression (pool-adjacent-violators) and the longest monotone subsequence. Pure
// functions over plain arrays; none of them extrapolates.

export interface Knot {
  x: number;
  y: number;
}

/** Index i with xs[i] <= x < xs[i + 1] (the last segment includes its right end); -1 outside. */
function segmentOf(xs: readonly number[], x: number): number {
  const n = xs.length;
  if (n < 2 || x < xs[0] || x > xs[n - 1]) return -1;
  if (x === xs[n - 1]) return n - 2;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (xs[mid] <= x) lo = mid;
    else hi = mid;
  }
  return lo;
}

function checkKnots(knots: readonly Knot[]): void {
  for (let i = 1; i < knots.length; i += 1) {
    if (!(knots[i].x > knots[i - 1].x)) throw new Error('knots must have strictly increasing x');
  }
}

export interface Curve {
  /** The curve at x, or undefined outside [first x, last x]. */
  at(x: number): number | undefined;
  readonly minX: number;
  readonly maxX: number;
}

/** Piecewise-linear interpolation through the knots (strictly increasing x). */
export function linearCurve(knots: readonly Knot[]): Curve {
  if (knots.length === 0) throw new Error('a curve needs at least one knot');
  checkKnots(knots);
  const xs = knots.map((k) => k.x);
  const ys = knots.map((k) => k.y);
  return {
    minX: xs[0],
    maxX: xs[xs.length - 1],
    at(x) {
      if (xs.length === 1) return x === xs[0] ? ys[0] : undefined;
      const i = segmentOf(xs, x);
      if (i < 0) return undefined;
      const t = (x - xs[i]) / (xs[i + 1] - xs[i]);
      return ys[i] + t * (ys[i + 1] - ys[i]);
    },
  };
}

/** End slope of PCHIP (the shape-preserving three-point formula, as in SciPy). */
function pchipEndSlope(h0: number, h1: number, d0: number, d1: number): number {
  const slope = ((2 * h0 + h1) * d0 - h0 * d1) / (h0 + h1);
  if (Math.sign(slope) !== Math.sign(d0)) return 0;
  if (Math.sign(d0) !== Math.sign(d1) && Math.abs(slope) > Math.abs(3 * d0)) return 3 * d0;
  return slope;
}

/**
 * Piecewise cubic Hermite interpolation (Fritsch-Carlson / PCHIP): passes through every knot and is
 * monotone wherever the knots are, with no overshoot. Knots need strictly increasing x.
 */
export function pchipCurve(knots: readonly Knot[]): Curve {
  if (knots.length <= 2) return linearCurve(knots);
  checkKnots(knots);
  const n = knots.length;
  const xs = knots.map((k) => k.x);
  const ys = knots.map((k) => k.y);
  const h: number[] = [];
  const delta: number[] = [];
  for (let i = 0; i < n - 1; i += 1) {
    h.push(xs[i + 1] - xs[i]);
    delta.push((ys[i + 1] - ys[i]) / h[i]);
  }
  const d = new Array<number>(n).fill(0);
  for (let i = 1; i < n - 1; i += 1) {
    if (delta[i - 1] === 0 || delta[i] === 0 || Math.sign(delta[i - 1]) !== Math.sign(delta[i])) continue;
    const w1 = 2 * h[i] + h[i - 1];
    const w2 = h[i] + 2 * h[i - 1];
    d[i] = (w1 + w2) / (w1 / delta[i - 1] + w2 / delta[i]);
  }
  d[0] = pchipEndSlope(h[0], h[1], delta[0], delta[1]);
  d[n - 1] = pchipEndSlope(h[n - 2], h[n - 3], delta[n - 2], delta[n - 3]);
  return {
    minX: xs[0],
    maxX: xs[n - 1],
    at(x) {
      const i = segmentOf(xs, x);
      if (i < 0) return undefined;
      const t = (x - xs[i]) / h[i];
      const t2 = t * t;
      const t3 = t2 * t;
      return (
        (2 * t3 - 3 * t2 + 1) * ys[i] + (t3 - 2 * t2 + t) * h[i] * d[i] + (-2 * t3 + 3 * t2) * ys[i + 1] + (t3 - t2) * h[i] * d[i + 1]
      );
    },
  };
}

/**
 * Isotonic (non-decreasing) least-squares fit of ys, in the given order, by pool-adjacent-violators.
 * Returns one fitted value per input value.
 */
export function isotonicIncreasing(ys: readonly number[], weights?: readonly number[]): number[] {
  const blocks: { sum: number; weight: number; count: number }[] = [];
  ys.forEach((y, i) => {
    const w = weights ? weights[i] : 1;
    blocks.push({ sum: y * w, weight: w, count: 1 });
    while (blocks.length > 1) {
      const last = blocks[blocks.length - 1];
      const prev = blocks[blocks.length - 2];
      if (prev.sum / prev.weight <= last.sum / last.weight) break;
      prev.sum += last.sum;
      prev.weight += last.weight;
      prev.count += last.count;
      blocks.pop();
    }
  });
  const out: number[] = [];
  for (const block of blocks) for (let i = 0; i < block.count; i += 1) out.push(block.sum / block.weight);
  return out;
}

/**
 * Indexes of a longest subsequence of `values` that never increases (ties allowed), in order.
 * O(n log n). Used to drop the few parse-inconsistent (rank, percentile) pairs of a cut-off list.
 */
export function longestNonIncreasing(values: readonly number[]): number[] {
  // Non-increasing in v is non-decreasing in -v: patience sorting with upper-bound search.
  const tailValues: number[] = [];
  const tailIndex: number[] = [];
  const previous = new Array<number>(values.length).fill(-1);
  values.forEach((value, i) => {
    const v = -value;
    let lo = 0;
    let hi = tailValues.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tailValues[mid] <= v) lo = mid + 1;
      else hi = mid;
    }
    tailValues[lo] = v;
    tailIndex[lo] = i;
    previous[i] = lo > 0 ? tailIndex[lo - 1] : -1;
  });
  const out: number[] = [];
  for (let i = tailIndex.length ? tailIndex[tailIndex.length - 1] : -1; i !== -1; i = previous[i]) out.push(i);
  return out.reverse();
}

/** Median of a non-empty list (mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Index of the first element of the ascending array `xs` that is >= x (xs.length if none). */
export function lowerBound(xs: readonly number[], x: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first element of the ascending array `xs` that is > x (xs.length if none). */
export function upperBound(xs: readonly number[], x: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
