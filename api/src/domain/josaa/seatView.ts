// The finder's seat view (view=seat): one row per institute + program + quota + seat type + gender of the
// year, at the position of its final-round row (the last round the seat appears in that year). The search
// runs the round view's loop restricted to those positions, so the rank filter, the sorts and the paging
// are the round view's, applied to each seat's final round; this file builds the seat rows of a page.
import type { Chance, FinderDataBasis, JeeFinderSeatRow, SeatRoundCutoff, SeatYearCutoff } from 'shared-contracts';
import type { Db } from '../../db/createDb';
import { chanceFor } from './chance';
import { josaaYearIndex, seatRow, type SeatRow, type YearIndex } from './seatIndex';

/** How many years' final-round closing ranks a seat row carries (the chosen year included). */
export const RECENT_YEARS = 3;

export interface YearSeats {
  /** The seat number of each position. */
  seatOf: Int32Array;
  /** Each seat's positions, rounds ascending. */
  positionsOf: Int32Array[];
  /** 1 at each seat's final-round position. */
  isFinal: Uint8Array;
  /** Seat number by seatKey(). */
  byKey: Map<string, number>;
}

/** A seat's identity within the JoSAA data. */
export const seatKey = (row: Pick<SeatRow, 'institute' | 'program' | 'quota' | 'seat_type' | 'gender'>): string =>
  `${row.institute}\u0000${row.program}\u0000${row.quota}\u0000${row.seat_type}\u0000${row.gender}`;

const perYear = new WeakMap<YearIndex, YearSeats>();

/** The seats of a year's index (computed once per index). */
export function yearSeats(index: YearIndex): YearSeats {
  const known = perYear.get(index);
  if (known) return known;
  const n = index.round.length;
  const byKey = new Map<string, number>();
  const seatOf = new Int32Array(n);
  const lists: number[][] = [];
  for (let pos = 0; pos < n; pos += 1) {
    const key = seatKey(seatRow(index, pos));
    let seat = byKey.get(key);
    if (seat === undefined) {
      seat = lists.length;
      byKey.set(key, seat);
      lists.push([]);
    }
    seatOf[pos] = seat;
    lists[seat].push(pos);
  }
  const isFinal = new Uint8Array(n);
  const positionsOf = lists.map((list) => {
    list.sort((a, b) => index.round[a] - index.round[b]);
    isFinal[list[list.length - 1]] = 1;
    return Int32Array.from(list);
  });
  const seats: YearSeats = { seatOf, positionsOf, isFinal, byKey };
  perYear.set(index, seats);
  return seats;
}

/** The final-round cut-off of the seat `key` in `index`'s year, if it has one. */
export function finalCutoffOf(index: YearIndex, key: string): SeatYearCutoff | null {
  const seats = yearSeats(index);
  const seat = seats.byKey.get(key);
  if (seat === undefined) return null;
  const list = seats.positionsOf[seat];
  const last = seatRow(index, list[list.length - 1]);
  return { year: last.year, round: last.round, closing_rank: last.closing_rank };
}

const chanceAt = (index: YearIndex, pos: number, rank: number): Chance =>
  chanceFor(rank, { num: index.closingNum[pos], preparatory: index.preparatory[pos] === 1 }) ?? 'Low';

/** The seat row whose final-round row is at `finalPos`; `earlier`: the indexes of the years before, newest first. */
export function seatRowAt(index: YearIndex, finalPos: number, rank: number, earlier: readonly YearIndex[]): JeeFinderSeatRow {
  const seats = yearSeats(index);
  const row = seatRow(index, finalPos);
  const rounds: SeatRoundCutoff[] = Array.from(seats.positionsOf[seats.seatOf[finalPos]], (pos) => {
    const { round, opening_rank, closing_rank } = seatRow(index, pos);
    return { round, opening_rank, closing_rank };
  });
  const key = seatKey(row);
  const recent: SeatYearCutoff[] = [{ year: row.year, round: row.round, closing_rank: row.closing_rank }];
  for (const other of earlier) {
    const cutoff = finalCutoffOf(other, key);
    if (cutoff) recent.push(cutoff);
  }
  return {
    institute: row.institute,
    program: row.program,
    branch: row.branch,
    quota: row.quota,
    seat_type: row.seat_type,
    gender: row.gender,
    institute_type: row.institute_type,
    nirf_rank: row.nirf_rank,
    year: row.year,
    rounds,
    final_round: row.round,
    final_closing_rank: row.closing_rank,
    recent_years: recent,
    chance: chanceAt(index, finalPos, rank),
    competitiveness: row.competitiveness,
  };
}

/** The seat view's answer as JSON text: { results, count, page, total_pages, data }. */
export async function seatViewJson(
  db: Db,
  search: { index: YearIndex; positions: number[]; count: number; page: number; total_pages: number },
  rank: number,
  earlierYears: readonly number[],
  basis: FinderDataBasis,
): Promise<string> {
  const earlier = await Promise.all(earlierYears.slice(0, RECENT_YEARS - 1).map((year) => josaaYearIndex(db, year)));
  const results = search.positions.map((pos) => seatRowAt(search.index, pos, rank, earlier));
  return JSON.stringify({ results, count: search.count, page: search.page, total_pages: search.total_pages, data: basis });
}
