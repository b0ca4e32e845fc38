// Every MHT-CET and NIRF figure the three city guides quote, generated from ../shared/data by
// `node remote-blog/scripts/guide-figures.mjs --fixture > remote-blog/src/test/fixtures/quotedFigures.json`.
// src/posts/quotedFigures.test.ts finds each one in its guide; e2e/tests/blog-figures.spec.ts compares them with
// the database through the MHT-CET finder (as numbers: the CSV keeps trailing zeros).
import quotedFigures from './fixtures/quotedFigures.json';

export interface QuotedCutoff {
  guide: string;
  collegeCode: string;
  /** The choice code (college code + course code + suffix), as printed. */
  branchCode: string;
  year: number;
  /** CAP round, in Roman numerals as printed. */
  round: string;
  seatType: string;
  quota: string;
  /** Closing percentile exactly as printed in the cutoff list (7 decimals). */
  closingPercentile: string;
  /** In a cutoff table (under the branch column) or in the running text. */
  where: 'table' | 'text';
  column?: string;
}

export interface QuotedNirfRank {
  guide: string;
  institute: string;
  year: number;
  /** Rank, or rank band as NIRF prints it (101-150, ...). */
  rank: string;
}

interface QuotedFigures {
  /** How the guides write each printed quota (each guide explains the label once). */
  quotaLabels: Record<string, string>;
  cutoffs: QuotedCutoff[];
  nirfRanks: QuotedNirfRank[];
}

// JSON imports type `where` as string; the generator writes only 'table' or 'text'.
const figures = quotedFigures as QuotedFigures;

export const QUOTA_LABELS = figures.quotaLabels;
export const QUOTED_CUTOFFS = figures.cutoffs;
export const QUOTED_NIRF_RANKS = figures.nirfRanks;
