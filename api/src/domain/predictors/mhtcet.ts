// MHT-CET predictor. Percentile -> State General Merit No. from the real (closing_percentile,
// closing_rank) pairs of the latest year in the CAP cut-off lists (DATA_DIR/mhtcet/mhtcet_cutoffs.csv,
// Maharashtra lists only): a monotone fit, and a range from the pairs next to the percentile (one
// percentile value covers a run of merit numbers). Score -> percentile from the weak marks-percentile
// table (unverified anchors and site guidance): an estimate with a wide range, and it says so.
import { MHTCET_SCORE_RANGE, PERCENTILE_RANGE } from 'shared-contracts';
import { TableError, type TableRow } from './csvTable';
import { isotonicIncreasing, linearCurve, longestNonIncreasing, lowerBound, median, upperBound, type Curve } from './interpolation';
import { formatCount, rankPrediction, roundPercentile, type Prediction } from './prediction';

export const MHTCET_FILES = {
  marksPercentile: 'mhtcet_marks_percentile.csv',
  /** Under DATA_DIR/mhtcet, not DATA_DIR/predictors. */
  cutoffs: 'mhtcet_cutoffs.csv',
} as const;

export const MHTCET_COLUMNS = {
  marksPercentile: ['year', 'marks_low', 'marks_high', 'percentile_low', 'percentile_high', 'source'],
  cutoffs: ['year', 'stage', 'seat_type', 'closing_rank', 'closing_percentile'],
} as const;

// ---------------------------------------------------------------------------------------------
// Cut-off pairs

export interface MeritPair {
  rank: number;
  percentile: number;
}

export interface CutoffPairs {
  /** Distinct (rank, percentile) pairs of the Maharashtra lists, per year. */
  byYear: Map<number, MeritPair[]>;
  /** Rows skipped because a field was not a number (file:line of the first few). */
  skipped: number;
  skippedExamples: string[];
}

/**
 * The (merit no, percentile) pairs of the cut-off rows. All India rows (seat_type AI) are on another
 * merit list and are left out, as are the minority seats of stage "MH", whose percentiles can be far
 * from their merit number (mhtcet SOURCES.md, "Suspicious points").
 */
export function cutoffPairs(rows: Iterable<TableRow>): CutoffPairs {
  const seen = new Map<number, Set<string>>();
  const byYear = new Map<number, MeritPair[]>();
  let skipped = 0;
  const skippedExamples: string[] = [];
  for (const row of rows) {
    if (row.text('seat_type') === 'AI' || row.text('stage') === 'MH') continue;
    let year: number;
    let rank: number;
    let percentile: number;
    try {
      year = row.number('year', { min: 2000, max: 2100, integer: true });
      rank = row.number('closing_rank', { min: 1, max: 1e7, integer: true });
      percentile = row.number('closing_percentile', { min: 0, max: 100 });
    } catch (error) {
      if (!(error instanceof TableError)) throw error;
      skipped += 1;
      if (skippedExamples.length < 3) skippedExamples.push(error.message);
      continue;
    }
    const key = `${rank}|${percentile}`;
    let keys = seen.get(year);
    if (!keys) {
      keys = new Set();
      seen.set(year, keys);
      byYear.set(year, []);
    }
    if (keys.has(key)) continue;
    keys.add(key);
    (byYear.get(year) as MeritPair[]).push({ rank, percentile });
  }
  return { byYear, skipped, skippedExamples };
}

// ---------------------------------------------------------------------------------------------
// Percentile -> rank

export interface PercentileRankModel {
  year: number;
  /** Pairs given, and kept after dropping the ones that break "a worse rank never has a higher percentile". */
  pairsGiven: number;
  pairsKept: number;
  /** One block per distinct percentile, ascending: the merit numbers seen with it. */
  pct: number[];
  minRank: number[];
  maxRank: number[];
  curve: Curve;
  /** Percentile half-width of an input (the input step is 0.01). */
  window: number;
}

export function buildPercentileRankModel(year: number, pairs: MeritPair[], window: number = PERCENTILE_RANGE.step): PercentileRankModel {
  if (pairs.length < 2) throw new TableError(`${MHTCET_FILES.cutoffs}: ${year} has fewer than two (merit no, percentile) pairs.`);
  const sorted = [...pairs].sort((a, b) => a.rank - b.rank || b.percentile - a.percentile);
  const kept = longestNonIncreasing(sorted.map((p) => p.percentile)).map((i) => sorted[i]);
  const blocks = new Map<number, { min: number; max: number }>();
  for (const p of kept) {
    const block = blocks.get(p.percentile);
    if (block) {
      block.min = Math.min(block.min, p.rank);
      block.max = Math.max(block.max, p.rank);
    } else blocks.set(p.percentile, { min: p.rank, max: p.rank });
  }
  const pct = [...blocks.keys()].sort((a, b) => a - b);
  const minRank = pct.map((p) => (blocks.get(p) as { min: number }).min);
  const maxRank = pct.map((p) => (blocks.get(p) as { max: number }).max);
  // Knots at the middle of each block; 100 percentile is rank 1.
  const knots = pct.map((p, i) => ({ x: p, y: (minRank[i] + maxRank[i]) / 2 }));
  if (pct[pct.length - 1] < 100) knots.push({ x: 100, y: 1 });
  return { year, pairsGiven: pairs.length, pairsKept: kept.length, pct, minRank, maxRank, curve: linearCurve(knots), window };
}

export interface RankRange {
  predicted: number;
  min: number;
  max: number;
}

/**
 * Rank of a percentile: the fitted curve, within the merit numbers the data leave open, i.e. after the
 * last merit number seen with a percentile above p + window and before the first seen below p - window.
 */
export function mhtcetRankForPercentile(model: PercentileRankModel, percentile: number): RankRange {
  const p = Math.min(100, Math.max(0, percentile));
  const { pct, minRank, maxRank } = model;
  const aboveIndex = upperBound(pct, p + model.window); // first block strictly above the window
  const belowIndex = lowerBound(pct, p - model.window) - 1; // last block strictly below the window
  const lastObserved = maxRank[0];
  const min = aboveIndex < pct.length ? maxRank[aboveIndex] + 1 : 1;
  const max = belowIndex >= 0 ? minRank[belowIndex] - 1 : Math.max(min, lastObserved);
  const fitted = model.curve.at(p);
  const predicted = fitted ?? (p < pct[0] ? max : 1);
  return { predicted, min: Math.min(min, max), max: Math.max(min, max) };
}

// ---------------------------------------------------------------------------------------------
// Score -> percentile

export interface MhtcetMarksRow {
  line: number;
  year: number;
  source: string;
  marksLow: number;
  marksHigh: number;
  pctLow: number;
  pctHigh: number;
}

export function parseMhtcetMarks(rows: TableRow[]): MhtcetMarksRow[] {
  return rows.map((row) => {
    const marks = { min: MHTCET_SCORE_RANGE.min, max: MHTCET_SCORE_RANGE.max } as const;
    const parsed: MhtcetMarksRow = {
      line: row.line,
      year: row.number('year', { min: 2000, max: 2100, integer: true }),
      source: row.text('source').split(/\s+/)[0] || 'unknown source',
      marksLow: row.number('marks_low', marks),
      marksHigh: row.number('marks_high', marks),
      pctLow: row.number('percentile_low', { min: 0, max: 100 }),
      pctHigh: row.number('percentile_high', { min: 0, max: 100 }),
    };
    if (parsed.marksLow > parsed.marksHigh) row.fail('marks_low is above marks_high.');
    if (parsed.pctLow > parsed.pctHigh) row.fail('percentile_low is above percentile_high.');
    return parsed;
  });
}

export interface MhtcetScoreModel {
  year: number;
  /** Single (marks, percentile) points of the latest year: the centre is fitted to them. */
  anchors: MhtcetMarksRow[];
  /** Every row: the band takes in all rows within `window` marks. */
  rows: MhtcetMarksRow[];
  anchorMarks: number[];
  anchorPct: number[];
  centre: Curve;
  window: number;
}

/** Marks on either side of a score whose table rows widen its band. */
export const MHTCET_SCORE_WINDOW = 5;

export function buildMhtcetScoreModel(rows: MhtcetMarksRow[], window: number = MHTCET_SCORE_WINDOW): MhtcetScoreModel {
  if (rows.length === 0) throw new TableError(`${MHTCET_FILES.marksPercentile}: no rows.`);
  const isPoint = (r: MhtcetMarksRow) => r.marksLow === r.marksHigh && r.pctLow === r.pctHigh;
  const pointYears = rows.filter(isPoint).map((r) => r.year);
  if (pointYears.length < 2) throw new TableError(`${MHTCET_FILES.marksPercentile}: fewer than two single (marks, percentile) points.`);
  const year = Math.max(...pointYears);
  const anchors = rows.filter((r) => isPoint(r) && r.year === year).sort((a, b) => a.marksLow - b.marksLow || a.pctLow - b.pctLow);
  if (anchors.length < 2) throw new TableError(`${MHTCET_FILES.marksPercentile}: ${year} has fewer than two points.`);
  // Isotonic fit through the anchors (they contradict each other: 88 -> 93 and 88 -> 99), one knot per mark.
  const fitted = isotonicIncreasing(anchors.map((a) => a.pctLow));
  const knots: { x: number; y: number; n: number }[] = [];
  anchors.forEach((a, i) => {
    const last = knots[knots.length - 1];
    if (last && last.x === a.marksLow) {
      last.y = (last.y * last.n + fitted[i]) / (last.n + 1);
      last.n += 1;
    } else knots.push({ x: a.marksLow, y: fitted[i], n: 1 });
  });
  return {
    year,
    anchors,
    rows,
    anchorMarks: anchors.map((a) => a.marksLow),
    anchorPct: anchors.map((a) => a.pctLow),
    centre: linearCurve(knots.map(({ x, y }) => ({ x, y }))),
    window,
  };
}

export interface MhtcetBand {
  centre: number;
  min: number;
  max: number;
}

/** Centre from the fit (flat beyond the first and last anchor); band from every row near the score. */
export function mhtcetPercentileBand(model: MhtcetScoreModel, score: number): MhtcetBand {
  const s = Math.min(MHTCET_SCORE_RANGE.max, Math.max(MHTCET_SCORE_RANGE.min, score));
  const c = model.centre;
  const centre = c.at(Math.min(c.maxX, Math.max(c.minX, s))) as number;
  const values: number[] = [centre];
  for (const r of model.rows) {
    if (r.marksLow - model.window <= s && s <= r.marksHigh + model.window) values.push(r.pctLow, r.pctHigh);
  }
  // Always the nearest anchors below and above the score (all of them at that mark), so a score
  // between sparse anchors spans both neighbours.
  const { anchorMarks, anchorPct } = model;
  const below = lowerBound(anchorMarks, s) - 1;
  const above = upperBound(anchorMarks, s);
  for (const i of [below, above]) {
    if (i < 0 || i >= anchorMarks.length) continue;
    for (let j = 0; j < anchorMarks.length; j += 1) if (anchorMarks[j] === anchorMarks[i]) values.push(anchorPct[j]);
  }
  return { centre, min: Math.min(...values), max: Math.max(...values) };
}

// ---------------------------------------------------------------------------------------------
// The model and its predictions

/** How merit numbers moved between the last two years at the same percentile (median of rank ratios). */
export interface YearOnYear {
  fromYear: number;
  toYear: number;
  medianRatio: number;
}

/** Median over `later`'s pairs of (its merit number / the merit number `earlier` gives its percentile). */
export function yearOnYear(earlier: PercentileRankModel, later: PercentileRankModel, pairs: MeritPair[]): YearOnYear | null {
  const ratios = pairs.map((p) => p.rank / mhtcetRankForPercentile(earlier, p.percentile).predicted).filter((r) => Number.isFinite(r) && r > 0);
  if (ratios.length === 0) return null;
  return { fromYear: earlier.year, toYear: later.year, medianRatio: median(ratios) };
}

/**
 * The range a student of the coming year needs: at the same percentile, merit numbers have risen every year
 * (more CAP applicants), so the top of the range allows for the last observed rise.
 */
export function withNextYearRise(range: RankRange, drift: YearOnYear | null): RankRange {
  const rise = drift && drift.medianRatio > 1 ? drift.medianRatio : 1;
  return { ...range, max: Math.max(range.max, Math.ceil(range.max * rise)) };
}

export interface MhtcetModel {
  ranks: PercentileRankModel;
  /** Null when there is no earlier year to compare with. */
  drift: YearOnYear | null;
  /** Null when the marks table is unusable: the score input then answers 503. */
  score: MhtcetScoreModel | null;
  scoreProblem: string | null;
}

function rankBasis(model: MhtcetModel): string {
  const { ranks, drift } = model;
  const change = drift
    ? ` Merit numbers move from year to year with the number of CAP applicants: at the same percentile, ${drift.toYear}'s were a median ${Math.round(Math.abs(drift.medianRatio - 1) * 100)}% ${drift.medianRatio >= 1 ? 'higher' : 'lower'} than ${drift.fromYear}'s, so the top of the range allows for a rise of that size in the coming year.`
    : ' Merit numbers of another year differ (more or fewer CAP applicants).';
  return (
    `State General Merit No. (as in ${ranks.year}) from ${formatCount(ranks.pairsKept)} real (merit no, percentile) pairs of the MHT-CET ${ranks.year} CAP cut-off lists ` +
    `(Maharashtra seats; ${formatCount(ranks.pairsGiven - ranks.pairsKept)} inconsistent pairs dropped), monotone fit; ` +
    `the range spans the merit numbers the data leave open within +/-${ranks.window} percentile.${change}`
  );
}

export function predictMhtcetFromPercentile(model: MhtcetModel, percentile: number): Prediction {
  const r = withNextYearRise(mhtcetRankForPercentile(model.ranks, percentile), model.drift);
  return {
    rank_prediction: rankPrediction(r.predicted, r.min, r.max),
    basis: `MHT-CET percentile to rank: ${rankBasis(model)}`,
    is_estimate: false,
  };
}

export function predictMhtcetFromScore(model: MhtcetModel, score: number): Prediction {
  if (!model.score) throw new Error(model.scoreProblem ?? 'the MHT-CET marks-percentile table is not loaded');
  const band = mhtcetPercentileBand(model.score, score);
  const centre = roundPercentile(band.centre);
  const atCentre = mhtcetRankForPercentile(model.ranks, centre);
  const best = mhtcetRankForPercentile(model.ranks, band.max);
  const worst = withNextYearRise(mhtcetRankForPercentile(model.ranks, band.min), model.drift);
  const sm = model.score;
  return {
    percentile: centre,
    percentile_range: { min: roundPercentile(band.min), max: roundPercentile(band.max) },
    rank_prediction: rankPrediction(atCentre.predicted, best.min, worst.max),
    basis:
      `Estimate only: there is no official or reliable MHT-CET marks-to-percentile table. The percentile is a monotone fit through ${sm.anchors.length} unverified ${sm.year} (marks, percentile) points ` +
      `collected by a third party, which contradict each other; the range covers every table value within ${sm.window} marks. ` +
      `Percentile to rank: ${rankBasis(model)}`,
    is_estimate: true,
  };
}
