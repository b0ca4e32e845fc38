// JEE Main score -> percentile: NTA publishes no marks-percentile table, so the model combines the
// coaching-site "expected" tables (sources and shifts disagree) into a centre and a band.
import { JEE_MAIN_SCORE_RANGE } from 'shared-contracts';
import { TableError } from '../csvTable';
import { isotonicIncreasing, linearCurve, median, type Curve } from '../interpolation';
import { JEE_MAIN_FILES, type MarksPercentileRow } from './tables';

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
