// JEE Advanced predictor: score -> Common Rank List (CRL) rank from the official marks-vs-rank table
// of one year (2024 in the data: the CRL score at ranks 1, 101, 201, ...), by monotone (PCHIP)
// interpolation. The range is what the table itself allows: a score lies between the last listed rank
// with more marks and the first listed rank with fewer. Below the CRL qualifying mark there is no CRL
// rank, and the answer says so.
import { JEE_ADVANCED_SCORE_RANGE } from 'shared-contracts';
import { TableError, type TableRow } from './csvTable';
import { pchipCurve, type Curve, type Knot } from './interpolation';
import { formatCount, rankPrediction, type Prediction } from './prediction';

export const JEE_ADVANCED_FILES = {
  marksRank: 'jee_advanced_marks_rank.csv',
  candidates: 'jee_advanced_candidates.csv',
} as const;

export const JEE_ADVANCED_COLUMNS = {
  marksRank: ['year', 'marks_low', 'marks_high', 'rank_low', 'rank_high'],
  candidates: ['year', 'candidates_appeared', 'candidates_qualified', 'max_marks', 'crl_min_aggregate_marks', 'topper_marks'],
} as const;

export interface MarksRankRow {
  line: number;
  year: number;
  marks: number;
  rank: number;
}

export interface AdvancedYearRow {
  line: number;
  year: number;
  appeared: number | null;
  maxMarks: number | null;
  qualifyingMarks: number | null;
  topperMarks: number | null;
}

const YEAR = { min: 2000, max: 2100, integer: true } as const;
const MARKS = { min: JEE_ADVANCED_SCORE_RANGE.min, max: JEE_ADVANCED_SCORE_RANGE.max } as const;

export function parseMarksRank(rows: TableRow[]): MarksRankRow[] {
  return rows.map((row) => {
    const marksLow = row.number('marks_low', MARKS);
    const marksHigh = row.number('marks_high', MARKS);
    const rankLow = row.number('rank_low', { min: 1, max: 1e7, integer: true });
    const rankHigh = row.number('rank_high', { min: 1, max: 1e7, integer: true });
    if (marksLow !== marksHigh || rankLow !== rankHigh) row.fail('expected one (rank, marks) point per row (low == high).');
    return { line: row.line, year: row.number('year', YEAR), marks: marksLow, rank: rankLow };
  });
}

export function parseAdvancedYears(rows: TableRow[]): AdvancedYearRow[] {
  return rows.map((row) => ({
    line: row.line,
    year: row.number('year', YEAR),
    appeared: row.number('candidates_appeared', { min: 1, max: 1e7, integer: true, optional: true }),
    maxMarks: row.number('max_marks', { min: 1, max: 1000, optional: true }),
    qualifyingMarks: row.number('crl_min_aggregate_marks', { ...MARKS, optional: true }),
    topperMarks: row.number('topper_marks', { ...MARKS, optional: true }),
  }));
}

export type RankScale = 'linear' | 'log';

export interface JeeAdvancedModel {
  year: number;
  /** Table points in rank order. */
  points: MarksRankRow[];
  /** Distinct marks ascending, with the best and worst listed rank at each. */
  marks: number[];
  bestRank: number[];
  worstRank: number[];
  curve: Curve;
  scale: RankScale;
  /** Rank step of the table (100 in 2024): the CRL ends before the next listed rank. */
  step: number;
  qualifyingMarks: number;
  appeared: number | null;
  maxMarks: number | null;
}

/**
 * Builds the model from the table rows of the latest year. `scale` chooses whether PCHIP runs through
 * rank or log(rank) (both monotone; docs/data/predictors.md compares them).
 */
export function buildJeeAdvancedModel(rows: MarksRankRow[], years: AdvancedYearRow[], scale: RankScale = 'log'): JeeAdvancedModel {
  if (rows.length === 0) throw new TableError(`${JEE_ADVANCED_FILES.marksRank}: no rows.`);
  const year = Math.max(...rows.map((r) => r.year));
  const points = rows.filter((r) => r.year === year).sort((a, b) => a.rank - b.rank);
  if (points.length < 2) throw new TableError(`${JEE_ADVANCED_FILES.marksRank}: ${year} has fewer than two points.`);
  for (let i = 1; i < points.length; i += 1) {
    if (points[i].rank === points[i - 1].rank) throw new TableError(`${JEE_ADVANCED_FILES.marksRank}:${points[i].line}: rank ${points[i].rank} is listed twice.`);
    if (points[i].marks > points[i - 1].marks) {
      throw new TableError(`${JEE_ADVANCED_FILES.marksRank}:${points[i].line}: marks rise from ${points[i - 1].marks} to ${points[i].marks} as the rank worsens.`);
    }
  }
  const byMarks = new Map<number, { best: number; worst: number }>();
  for (const p of points) {
    const entry = byMarks.get(p.marks);
    if (entry) entry.worst = Math.max(entry.worst, p.rank);
    else byMarks.set(p.marks, { best: p.rank, worst: p.rank });
  }
  const marks = [...byMarks.keys()].sort((a, b) => a - b);
  const bestRank = marks.map((m) => (byMarks.get(m) as { best: number }).best);
  const worstRank = marks.map((m) => (byMarks.get(m) as { worst: number }).worst);
  // One knot per distinct mark at the middle of its listed ranks.
  const toY = (rank: number) => (scale === 'log' ? Math.log(rank) : rank);
  const knots: Knot[] = marks.map((m, i) => ({ x: m, y: toY((bestRank[i] + worstRank[i]) / 2) }));
  const gaps = points.slice(1).map((p, i) => p.rank - points[i].rank);
  const step = gaps[gaps.length - 1];
  const info = years.find((y) => y.year === year);
  return {
    year,
    points,
    marks,
    bestRank,
    worstRank,
    curve: pchipCurve(knots),
    scale,
    step,
    qualifyingMarks: info?.qualifyingMarks ?? marks[0],
    appeared: info?.appeared ?? null,
    maxMarks: info?.maxMarks ?? null,
  };
}

export interface AdvancedRank {
  qualified: boolean;
  predicted: number;
  min: number;
  max: number;
}

/** The model's rank for a score, unrounded. */
export function jeeAdvancedRank(model: JeeAdvancedModel, score: number): AdvancedRank {
  const { marks, bestRank, worstRank, points } = model;
  const lastRank = points[points.length - 1].rank;
  if (score < model.qualifyingMarks) {
    const min = lastRank + 1;
    return { qualified: false, predicted: min, min, max: Math.max(min, model.appeared ?? min) };
  }
  // Listed ranks with more marks than the score end at `min - 1`; those with fewer begin at `max + 1`.
  let above = -1; // index of the smallest distinct mark > score
  for (let i = 0; i < marks.length; i += 1) {
    if (marks[i] > score) {
      above = i;
      break;
    }
  }
  let below = -1; // index of the largest distinct mark < score
  for (let i = marks.length - 1; i >= 0; i -= 1) {
    if (marks[i] < score) {
      below = i;
      break;
    }
  }
  const min = above === -1 ? 1 : worstRank[above] + 1;
  const max = below === -1 ? lastRank + model.step - 1 : bestRank[below] - 1;
  let predicted: number;
  if (score >= marks[marks.length - 1]) predicted = 1;
  else {
    const y = model.curve.at(Math.max(score, marks[0])) as number;
    predicted = model.scale === 'log' ? Math.exp(y) : y;
  }
  return { qualified: true, predicted, min: Math.min(min, Math.max(1, max)), max: Math.max(1, max) };
}

export function predictJeeAdvanced(model: JeeAdvancedModel, score: number): Prediction {
  const r = jeeAdvancedRank(model, score);
  const table = `the official JEE (Advanced) ${model.year} Common Rank List marks-vs-rank table (${model.points.length} points: ranks ${formatCount(model.points[0].rank)}, ${formatCount(model.points[1].rank)}, ... ${formatCount(model.points[model.points.length - 1].rank)}; ${model.points[0].marks} marks at rank ${model.points[0].rank})`;
  if (!r.qualified) {
    const lastRank = formatCount(model.points[model.points.length - 1].rank);
    const upTo = model.appeared ? ` up to the ${formatCount(model.appeared)} candidates who appeared in ${model.year}` : '';
    return {
      qualified: false,
      rank_prediction: rankPrediction(r.predicted, r.min, r.max),
      basis: `Below the ${model.year} CRL qualifying mark of ${model.qualifyingMarks}, from ${table}. There is no CRL rank below that mark: the range only places you after the last listed CRL rank (${lastRank})${upTo}.`,
      note: `A score of ${score} is below the ${model.year} qualifying mark (${model.qualifyingMarks}${model.maxMarks ? ` of ${model.maxMarks}` : ''}): it would not be on the Common Rank List.`,
      is_estimate: false,
    };
  }
  return {
    qualified: true,
    rank_prediction: rankPrediction(r.predicted, r.min, r.max),
    basis: `CRL rank from ${table}, with monotone (PCHIP) interpolation; the range runs between the listed ranks with more and with fewer marks. Another year's paper gives other ranks for the same score.`,
    is_estimate: false,
  };
}
