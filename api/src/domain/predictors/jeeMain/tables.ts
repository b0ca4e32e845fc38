// The JEE Main predictor's reference tables (DATA_DIR/predictors, see SOURCES.md there): their files,
// columns, and rows checked and typed. A bad row is a TableError naming the file and line.
import { JEE_MAIN_SCORE_RANGE } from 'shared-contracts';
import type { TableRow } from '../csvTable';

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
