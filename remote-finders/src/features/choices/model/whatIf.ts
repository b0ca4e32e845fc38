// The round-by-round what-if: with last year's cut-offs, which line of the list the student's rank would
// have been allotted in each round. JoSAA (and CAP) give the first choice on the list whose closing rank in
// that round is at or above the rank, skipping seats the student cannot take.
import type { ShortlistSeatDetails } from 'shared-contracts';
import { comparableClosingRank } from './closingRank';

export interface WhatIfRound {
  round: number;
  /** Position in the list (0-based) of the line allotted, or null: no line would have been allotted. */
  line: number | null;
  /** The closing rank of that line in that round. */
  closingRank: number | null;
}

export interface WhatIf {
  year: number;
  rounds: WhatIfRound[];
}

/** The newest year any line has a cut-off for: the year the what-if replays. */
export function latestYear(lines: readonly ShortlistSeatDetails[]): number | null {
  let year: number | null = null;
  for (const line of lines) for (const point of line.history) if (year === null || point.year > year) year = point.year;
  return year;
}

export function whatIfByRound(lines: readonly ShortlistSeatDetails[], rank: number): WhatIf | null {
  const year = latestYear(lines);
  if (year === null) return null;
  const rounds = [...new Set(lines.flatMap((line) => line.history.filter((p) => p.year === year).map((p) => p.round)))].sort((a, b) => a - b);
  return {
    year,
    rounds: rounds.map((round) => {
      for (let index = 0; index < lines.length; index += 1) {
        if (lines[index].eligible === false) continue;
        const point = lines[index].history.find((p) => p.year === year && p.round === round);
        const closing = point ? comparableClosingRank(point.closing_rank) : null;
        if (closing !== null && closing >= rank) return { round, line: index, closingRank: closing };
      }
      return { round, line: null, closingRank: null };
    }),
  };
}
