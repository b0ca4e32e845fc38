// JEE Main predictor. Score -> percentile from the coaching-site "expected" marks-vs-percentile
// tables (a band: sources and shifts disagree); percentile -> rank by rank = (100 - P) x N / 100
// with N the unique candidates of the latest year, the tie at 100 percentile, and a range from the
// percentile band and the uncertainty in N. Every figure comes from DATA_DIR/predictors (see
// SOURCES.md there and docs/data.md#predictors).
import path from 'node:path';
import { JEE_MAIN_SCORE_RANGE } from 'shared-contracts';
import { loadConfig } from '../../config';
import { readTableSync, TableError, type TableRow } from './csvTable';
import { isotonicIncreasing, linearCurve, median, type Curve } from './interpolation';
import { formatCount, rankPrediction, roundPercentile, type Prediction } from './prediction';

export const JEE_MAIN_FILES = {
  marksPercentile: 'jee_main_marks_percentile.csv',
  percentileRank: 'jee_main_percentile_rank.csv',
  candidates: 'jee_main_candidates.csv',
} as const;

export const JEE_MAIN_COLUMNS = {
  marksPercentile: ['year', 'session', 'marks_low', 'marks_high', 'percentile_low', 'percentile_high', 'source'],
  percentileRank: ['year', 'percentile_low', 'percentile_high', 'rank_low', 'rank_high', 'source'],
  candidates: ['year', 'session', 'candidates_appeared', 'source'],
} as const;

// ---------------------------------------------------------------------------------------------
// Rows

export interface MarksPercentileRow {
  line: number;
  year: number;
  session: string;
  /** Short name of the source: its first word, e.g. "embibe.com". */
  source: string;
  marksLow: number | null;
  marksHigh: number | null;
  pctLow: number | null;
  pctHigh: number | null;
}

export interface PercentileRankRow {
  line: number;
  year: number;
  source: string;
  pctLow: number;
  pctHigh: number;
  rankLow: number;
  rankHigh: number;
}

export interface CandidateRow {
  line: number;
  year: number;
  session: string;
  count: number;
  /** The source is NTA's own notice (it says "official"), not a press report. */
  official: boolean;
}

const YEAR = { min: 2000, max: 2100, integer: true } as const;
const sourceName = (row: TableRow) => row.text('source').split(/\s+/)[0] || 'unknown source';

export function parseJeeMainMarksPercentile(rows: TableRow[]): MarksPercentileRow[] {
  return rows.map((row) => {
    const marks = { min: JEE_MAIN_SCORE_RANGE.min, max: JEE_MAIN_SCORE_RANGE.max, optional: true } as const;
    const pct = { min: 0, max: 100, optional: true } as const;
    const parsed: MarksPercentileRow = {
      line: row.line,
      year: row.number('year', YEAR),
      session: row.text('session'),
      source: sourceName(row),
      marksLow: row.number('marks_low', marks),
      marksHigh: row.number('marks_high', marks),
      pctLow: row.number('percentile_low', pct),
      pctHigh: row.number('percentile_high', pct),
    };
    if (parsed.marksLow === null && parsed.marksHigh === null) row.fail('marks_low and marks_high are both empty.');
    if (parsed.pctLow === null && parsed.pctHigh === null) row.fail('percentile_low and percentile_high are both empty.');
    if (parsed.marksLow !== null && parsed.marksHigh !== null && parsed.marksLow > parsed.marksHigh) row.fail('marks_low is above marks_high.');
    if (parsed.pctLow !== null && parsed.pctHigh !== null && parsed.pctLow > parsed.pctHigh) row.fail('percentile_low is above percentile_high.');
    return parsed;
  });
}

export function parseJeeMainPercentileRank(rows: TableRow[]): PercentileRankRow[] {
  return rows.map((row) => {
    const parsed: PercentileRankRow = {
      line: row.line,
      year: row.number('year', YEAR),
      source: sourceName(row),
      pctLow: row.number('percentile_low', { min: 0, max: 100 }),
      pctHigh: row.number('percentile_high', { min: 0, max: 100 }),
      rankLow: row.number('rank_low', { min: 1, max: 1e8, integer: true }),
      rankHigh: row.number('rank_high', { min: 1, max: 1e8, integer: true }),
    };
    if (parsed.pctLow > parsed.pctHigh) row.fail('percentile_low is above percentile_high.');
    if (parsed.rankLow > parsed.rankHigh) row.fail('rank_low is above rank_high.');
    return parsed;
  });
}

export function parseJeeMainCandidates(rows: TableRow[]): CandidateRow[] {
  return rows.map((row) => ({
    line: row.line,
    year: row.number('year', YEAR),
    session: row.text('session'),
    count: row.number('candidates_appeared', { min: 1, max: 1e8, integer: true }),
    official: /\bofficial\b/i.test(row.text('source')),
  }));
}

// ---------------------------------------------------------------------------------------------
// Candidates (N) and the tie at 100 percentile

export interface CandidateCounts {
  /** Unique candidates per year (rows whose session says "unique"). */
  uniqueByYear: Map<number, number>;
  /** Candidates at 100 NTA score per year (percentile 100 -> ranks 1..k). */
  tieByYear: Map<number, number>;
  latestYear: number;
  /** N of the latest year, and the range it may take. */
  n: number;
  /** N is NTA's official figure (otherwise a press figure). */
  nOfficial: boolean;
  nLow: number;
  nHigh: number;
  /** Largest single-session count of the latest year (a unique count cannot be below it), if any. */
  largestSession: number | null;
}

const isUnique = (session: string) => /unique/i.test(session);
const isSession = (session: string) => /^session\b/i.test(session);

/** The value of the year nearest to `year` (the later one on a tie). */
export function nearestYear<T>(byYear: Map<number, T>, year: number): [number, T] | undefined {
  let best: [number, T] | undefined;
  for (const entry of byYear) {
    if (!best) best = entry;
    else {
      const d = Math.abs(entry[0] - year);
      const bestD = Math.abs(best[0] - year);
      if (d < bestD || (d === bestD && entry[0] > best[0])) best = entry;
    }
  }
  return best;
}

export function candidateCounts(candidates: CandidateRow[], percentileRank: PercentileRankRow[]): CandidateCounts {
  const uniqueRows = new Map<number, CandidateRow>();
  for (const row of candidates) {
    if (!isUnique(row.session)) continue;
    if (uniqueRows.has(row.year)) throw new TableError(`${JEE_MAIN_FILES.candidates}:${row.line}: a second unique count for ${row.year}.`);
    uniqueRows.set(row.year, row);
  }
  if (uniqueRows.size === 0) throw new TableError(`${JEE_MAIN_FILES.candidates}: no row gives the unique candidates of a year (session "... (unique)").`);
  const uniqueByYear = new Map([...uniqueRows].map(([year, row]) => [year, row.count]));
  const latestYear = Math.max(...uniqueRows.keys());
  const { count: n, official: nOfficial } = uniqueRows.get(latestYear) as CandidateRow;
  const sessions = candidates.filter((row) => row.year === latestYear && isSession(row.session)).map((row) => row.count);
  const largestSession = sessions.length ? Math.max(...sessions) : null;

  const tieByYear = new Map<number, number>();
  for (const row of percentileRank) {
    if (row.pctLow === 100 && row.pctHigh === 100 && row.rankLow === 1) tieByYear.set(row.year, row.rankHigh);
  }
  return {
    uniqueByYear,
    tieByYear,
    latestYear,
    n,
    nOfficial,
    nLow: Math.min(n, largestSession ?? n),
    nHigh: Math.max(n, largestSession ?? n),
    largestSession,
  };
}

/** Candidates sharing 100 percentile in the year of N (or the nearest year with a count); 1 when unknown. */
export const tieCount = (counts: CandidateCounts): number => nearestYear(counts.tieByYear, counts.latestYear)?.[1] ?? 1;

/** Rank of percentile p with N candidates: (100 - p) x N / 100, never better than the tie at 100. */
export function rankForPercentile(p: number, n: number, tie: number): number {
  if (p >= 100) return 1;
  return Math.max(tie + 1, ((100 - p) * n) / 100);
}

// ---------------------------------------------------------------------------------------------
// Score -> percentile

/** One row of a marks table: marks [x0, x1] -> percentile [y0, y1]. */
interface Segment {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  line: number;
}

/** One published table (a source, a year and a session/shift). */
export interface Series {
  key: string;
  source: string;
  year: number;
  session: string;
  segments: Segment[];
  minX: number;
  maxX: number;
}

interface SeriesValue {
  point: number;
  lo: number;
  hi: number;
}

/** The series at score s: the interpolated point and the interval the table allows; undefined outside it. */
export function seriesAt(series: Series, s: number): SeriesValue | undefined {
  if (s < series.minX || s > series.maxX) return undefined;
  const inside = series.segments.filter((g) => g.x0 <= s && s <= g.x1);
  if (inside.length > 0) {
    const points = inside.map((g) => (g.x1 === g.x0 ? (g.y0 + g.y1) / 2 : g.y0 + ((s - g.x0) / (g.x1 - g.x0)) * (g.y1 - g.y0)));
    return {
      point: points.reduce((a, b) => a + b, 0) / points.length,
      lo: Math.min(...inside.map((g) => g.y0)),
      hi: Math.max(...inside.map((g) => g.y1)),
    };
  }
  let prev: Segment | undefined;
  let next: Segment | undefined;
  for (const g of series.segments) {
    if (g.x1 < s && (!prev || g.x1 > prev.x1)) prev = g;
    if (g.x0 > s && (!next || g.x0 < next.x0)) next = g;
  }
  if (!prev || !next) return undefined;
  const t = (s - prev.x1) / (next.x0 - prev.x1);
  return { point: prev.y1 + t * (next.y0 - prev.y1), lo: Math.min(prev.y1, next.y0), hi: Math.max(prev.y1, next.y0) };
}

/** Groups the complete rows into series and checks each is monotone (more marks, no lower percentile). */
export function buildSeries(rows: MarksPercentileRow[]): Series[] {
  const byKey = new Map<string, Series>();
  for (const row of rows) {
    if (row.marksLow === null || row.marksHigh === null || row.pctLow === null || row.pctHigh === null) continue;
    const key = `${row.year} | ${row.session} | ${row.source}`;
    let series = byKey.get(key);
    if (!series) {
      series = { key, source: row.source, year: row.year, session: row.session, segments: [], minX: Infinity, maxX: -Infinity };
      byKey.set(key, series);
    }
    series.segments.push({ x0: row.marksLow, x1: row.marksHigh, y0: row.pctLow, y1: row.pctHigh, line: row.line });
    series.minX = Math.min(series.minX, row.marksLow);
    series.maxX = Math.max(series.maxX, row.marksHigh);
  }
  for (const series of byKey.values()) {
    series.segments.sort((a, b) => a.x0 - b.x0 || a.x1 - b.x1);
    const byEnd = [...series.segments].sort((a, b) => a.x1 - b.x1);
    // More marks never give a lower percentile: every row's low end is at least every earlier row's high end
    // (a shared boundary mark, as in "241-250" and "250-262", is allowed).
    for (const g of series.segments) {
      for (const h of byEnd) {
        if (h.x1 < g.x0 && h.y1 > g.y0) {
          throw new TableError(`${JEE_MAIN_FILES.marksPercentile}:${g.line}: ${series.key} is not monotone (line ${h.line} gives a higher percentile for fewer marks).`);
        }
      }
    }
  }
  return [...byKey.values()];
}

/** "Below M marks -> below P percentile" rows (marks_low and percentile_low empty). */
function floorRow(rows: MarksPercentileRow[]): { marksHigh: number; pctHigh: number } | null {
  const floors = rows.filter((r) => r.marksLow === null && r.pctLow === null && r.marksHigh !== null && r.pctHigh !== null);
  if (floors.length === 0) return null;
  return { marksHigh: Math.min(...floors.map((r) => r.marksHigh as number)), pctHigh: Math.min(...floors.map((r) => r.pctHigh as number)) };
}

export interface JeeMainScoreModel {
  series: Series[];
  sources: string[];
  /** Lowest and highest score any table covers. */
  minCovered: number;
  maxCovered: number;
  centre: Curve;
  lower: Curve;
  upper: Curve;
}

const GRID_STEP = 0.5;

/**
 * The score -> percentile model: at each score (on a half-mark grid over the valid range) the centre
 * is the median over sources of each source's median over its series (shifts), and the band runs from
 * the lowest to the highest value any series allows. The centre is then made monotone by isotonic
 * regression; the band edges by a running minimum (lower) and maximum (upper), which only widen it.
 */
export function buildJeeMainScoreModel(rows: MarksPercentileRow[]): JeeMainScoreModel {
  const series = buildSeries(rows);
  if (series.length === 0) throw new TableError(`${JEE_MAIN_FILES.marksPercentile}: no complete marks-percentile row.`);
  const floor = floorRow(rows);
  const minCovered = Math.min(...series.map((s) => s.minX));
  const maxCovered = Math.max(...series.map((s) => s.maxX));
  const { min: scoreMin, max: scoreMax } = JEE_MAIN_SCORE_RANGE;

  const xs: number[] = [];
  for (let x = scoreMin; x <= scoreMax + 1e-9; x += GRID_STEP) xs.push(Math.round(x * 2) / 2);
  const raw = xs.map((x) => {
    const bySource = new Map<string, SeriesValue[]>();
    for (const s of series) {
      const value = seriesAt(s, x);
      if (!value) continue;
      const list = bySource.get(s.source) ?? [];
      list.push(value);
      bySource.set(s.source, list);
    }
    if (bySource.size === 0) return null;
    const values = [...bySource.values()].flat();
    return {
      centre: median([...bySource.values()].map((list) => median(list.map((v) => v.point)))),
      lo: Math.min(...values.map((v) => v.lo)),
      hi: Math.max(...values.map((v) => v.hi)),
    };
  });

  // Outside the tables: below the lowest covered mark the centre runs linearly from 0 percentile at the
  // lowest valid score (nobody scores less) to the table value; the band is 0 up to the "below M marks ->
  // below P" row when there is one. Above the highest covered mark it runs up to 100 at full marks.
  const firstIndex = raw.findIndex((v) => v !== null);
  let lastIndex = raw.length - 1;
  while (raw[lastIndex] === null) lastIndex -= 1;
  const first = raw[firstIndex] as NonNullable<(typeof raw)[number]>;
  const last = raw[lastIndex] as NonNullable<(typeof raw)[number]>;
  const filled = raw.map((v, i) => {
    if (v) return v;
    if (i < firstIndex) {
      const t = (xs[i] - scoreMin) / (xs[firstIndex] - scoreMin);
      const hi = floor && xs[i] <= floor.marksHigh + 1 ? Math.max(floor.pctHigh, first.centre) : first.hi;
      return { centre: t * first.centre, lo: 0, hi };
    }
    if (i > lastIndex) {
      const t = (xs[i] - xs[lastIndex]) / (scoreMax - xs[lastIndex]);
      return { centre: last.centre + t * (100 - last.centre), lo: last.lo, hi: 100 };
    }
    // A score inside the covered range that no table reaches (a gap between tables): between its neighbours.
    let a = i - 1;
    while (!raw[a]) a -= 1;
    let b = i + 1;
    while (!raw[b]) b += 1;
    const va = raw[a] as NonNullable<(typeof raw)[number]>;
    const vb = raw[b] as NonNullable<(typeof raw)[number]>;
    const t = (xs[i] - xs[a]) / (xs[b] - xs[a]);
    return { centre: va.centre + t * (vb.centre - va.centre), lo: va.lo, hi: vb.hi };
  });

  const centreFit = isotonicIncreasing(filled.map((v) => v.centre));
  const lower = filled.map((v) => v.lo);
  for (let i = lower.length - 2; i >= 0; i -= 1) lower[i] = Math.min(lower[i], lower[i + 1]);
  const upper = filled.map((v) => v.hi);
  for (let i = 1; i < upper.length; i += 1) upper[i] = Math.max(upper[i], upper[i - 1]);
  const centre = centreFit.map((c, i) => Math.min(upper[i], Math.max(lower[i], c)));

  return {
    series,
    sources: [...new Set(series.map((s) => s.source))],
    minCovered,
    maxCovered,
    centre: linearCurve(xs.map((x, i) => ({ x, y: centre[i] }))),
    lower: linearCurve(xs.map((x, i) => ({ x, y: lower[i] }))),
    upper: linearCurve(xs.map((x, i) => ({ x, y: upper[i] }))),
  };
}

export interface JeeMainPercentileBand {
  centre: number;
  min: number;
  max: number;
}

export function jeeMainPercentileBand(model: JeeMainScoreModel, score: number): JeeMainPercentileBand {
  const s = Math.min(JEE_MAIN_SCORE_RANGE.max, Math.max(JEE_MAIN_SCORE_RANGE.min, score));
  const centre = model.centre.at(s) as number;
  return { centre, min: Math.min(centre, model.lower.at(s) as number), max: Math.max(centre, model.upper.at(s) as number) };
}

// ---------------------------------------------------------------------------------------------
// The model and its predictions

export interface JeeMainTables {
  marksPercentile: MarksPercentileRow[];
  percentileRank: PercentileRankRow[];
  candidates: CandidateRow[];
}

export interface JeeMainModel {
  counts: CandidateCounts;
  tie: number;
  /** Null when the marks table is unusable: the score input then answers 503, the percentile input still works. */
  score: JeeMainScoreModel | null;
  scoreProblem: string | null;
}

export function buildJeeMainModel(tables: JeeMainTables): JeeMainModel {
  const counts = candidateCounts(tables.candidates, tables.percentileRank);
  let score: JeeMainScoreModel | null = null;
  let scoreProblem: string | null = null;
  try {
    score = buildJeeMainScoreModel(tables.marksPercentile);
  } catch (error) {
    if (!(error instanceof TableError)) throw error;
    scoreProblem = error.message;
  }
  return { counts, tie: tieCount(counts), score, scoreProblem };
}

function nBasis(model: JeeMainModel): string {
  const { counts } = model;
  const range =
    counts.nLow < counts.nHigh
      ? `; the range takes N from ${formatCount(counts.nLow)} (the largest ${counts.latestYear} session, a floor for the unique count) to ${formatCount(counts.nHigh)}`
      : '';
  const tie = `${model.tie} candidate${model.tie === 1 ? '' : 's'} scored 100 percentile in ${nearestYear(counts.tieByYear, counts.latestYear)?.[0] ?? counts.latestYear} and share ranks 1-${model.tie}`;
  const figure = counts.nOfficial ? 'official NTA figure' : 'press figure';
  return `rank = (100 - percentile) x N / 100 with N = ${formatCount(counts.n)} unique candidates who appeared in JEE Main ${counts.latestYear} (${figure})${range}; ${tie}.`;
}

export function predictJeeMainFromPercentile(model: JeeMainModel, percentile: number): Prediction {
  const { counts, tie } = model;
  const p = Math.min(100, Math.max(0, percentile));
  const ranks =
    p >= 100
      ? rankPrediction(1, 1, tie)
      : rankPrediction(rankForPercentile(p, counts.n, tie), rankForPercentile(p, counts.nLow, tie), rankForPercentile(p, counts.nHigh, tie));
  return {
    rank_prediction: ranks,
    basis: `JEE Main percentile to rank: ${nBasis(model)}`,
    is_estimate: true,
    ...(p >= 100 ? { note: `100 percentile is shared: the ${tie} candidates at 100 take ranks 1 to ${tie} by NTA's tie-break.` } : {}),
  };
}

export function predictJeeMainFromScore(model: JeeMainModel, score: number): Prediction {
  if (!model.score) throw new Error(model.scoreProblem ?? 'the JEE Main marks-percentile table is not loaded');
  const band = jeeMainPercentileBand(model.score, score);
  const { counts, tie } = model;
  const centre = roundPercentile(band.centre);
  const ranks = rankPrediction(
    rankForPercentile(centre, counts.n, tie),
    band.max >= 100 ? 1 : rankForPercentile(band.max, counts.nLow, tie),
    band.min >= 100 ? tie : rankForPercentile(band.min, counts.nHigh, tie),
  );
  const sm = model.score;
  const outside =
    score < sm.minCovered
      ? ` No table goes below ${sm.minCovered} marks: the band is 0 to the tables' lowest figure and the centre a straight line from 0 percentile at ${JEE_MAIN_SCORE_RANGE.min}.`
      : score > sm.maxCovered
        ? ` No table goes above ${sm.maxCovered} marks.`
        : '';
  return {
    percentile: centre,
    percentile_range: { min: roundPercentile(band.min), max: roundPercentile(band.max) },
    rank_prediction: ranks,
    basis:
      `JEE Main score to percentile: NTA publishes no marks-percentile table, so this is the median of ${sm.sources.length} coaching-site "expected" tables (${sm.sources.join(', ')}; ${sm.series.length} tables with shifts), and the range is their spread.${outside} ` +
      `Percentile to rank: ${nBasis(model)}`,
    is_estimate: true,
  };
}

// ---------------------------------------------------------------------------------------------
// jeeMainPercentileForRank: the inverse, used by the state-wise finder

let registered: CandidateCounts | null = null;
let lazy: CandidateCounts | null = null;

/** Called by the predictor loader at start with the counts it loaded (or null when they failed). */
export function registerJeeMainCandidates(counts: CandidateCounts | null): void {
  registered = counts;
}

function defaultDataDir(): string {
  try {
    return loadConfig(process.env).dataDir;
  } catch {
    return path.resolve(process.cwd(), process.env.DATA_DIR ?? path.join('..', 'shared', 'data'));
  }
}

/** Reads the candidate counts from DATA_DIR/predictors (synchronously, once) when no app has loaded them. */
export function loadJeeMainCandidatesSync(dataDir: string = defaultDataDir()): CandidateCounts {
  const dir = path.join(dataDir, 'predictors');
  const candidates = parseJeeMainCandidates(readTableSync(path.join(dir, JEE_MAIN_FILES.candidates), JEE_MAIN_COLUMNS.candidates));
  let percentileRank: PercentileRankRow[] = [];
  try {
    percentileRank = parseJeeMainPercentileRank(readTableSync(path.join(dir, JEE_MAIN_FILES.percentileRank), JEE_MAIN_COLUMNS.percentileRank));
  } catch {
    // The tie counts are not needed for the inverse.
  }
  return candidateCounts(candidates, percentileRank);
}

/** The counts the inverse uses: the app's (loaded at start) or, failing that, a lazy read of DATA_DIR. */
function currentCounts(): CandidateCounts {
  if (registered) return registered;
  lazy ??= loadJeeMainCandidatesSync();
  return lazy;
}

/**
 * The JEE Main percentile of an All India Rank in `year`: the inverse of rank = (100 - P) x N / 100,
 * P = 100 - 100 x rank / N, with N that year's unique candidates (the nearest year with a count when
 * `year` has none). Clamped to 0..100. Throws if the rank is not a positive number, or if the candidate
 * counts cannot be read (a TableError naming the file).
 */
export function jeeMainPercentileForRank(rank: number, year: number): number {
  if (!Number.isFinite(rank) || rank <= 0) throw new RangeError(`rank must be a positive number (got ${rank}).`);
  const counts = currentCounts();
  const n = (nearestYear(counts.uniqueByYear, year) as [number, number])[1];
  return Math.min(100, Math.max(0, 100 - (100 * rank) / n));
}
