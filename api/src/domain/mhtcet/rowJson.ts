// A MHT-CET finder row's JSON, written from pieces that rows share. A row is
// `head + numbers + middle + tail`: the head holds the course (institute, branch) up to the opening rank, the
// numbers the row's own ranks and percentiles, the middle the seat (seat type, quota, round, stage), the tail
// the college's fields, the year and the chance. Whole row texts kept per row were ~430 bytes each (~90 MB
// for the 200,000 rows, which varied searches reach within minutes); a row's numbers are ~70, and the
// thousands of heads, middles and tails are shared. Each row's pieces are found once: all of them, in row
// order, when the data is loaded (findAllRowPieces), or a row's at its first answer if that comes sooner.
import { STATEWISE_QUOTA, STATEWISE_SEAT_TYPE, type Chance } from 'shared-contracts';
import { chanceSlot, flat, pieceTable, TAIL_CHANCES as CHANCES } from '../jsonPieces';
import type { MhtcetData, TextIds } from './catalog';

type PieceTable = ReturnType<typeof pieceTable>;

interface RowPieces {
  heads: PieceTable;
  middles: PieceTable;
  /** Numbered by their chance-free text; each number stands for three entries of `tail`, one per chance. */
  tails: PieceTable;
  tail: string[];
  /** Per row: its head, middle and tail numbers (valid once `numbers` holds the row). */
  pieceOf: Uint32Array;
  /** Per row: its ranks and percentiles as JSON, from the opening rank's value to the closing percentile's. */
  numbers: Array<string | undefined>;
  /** Each text of MhtcetData.texts as JSON, on first use. */
  json: Array<string | undefined>;
}

/** JSON's number: null for a missing value (NaN), as JSON.stringify writes it. */
const jsonNumber = (value: number): string => (Number.isFinite(value) ? String(value) : 'null');

const piecesOf = (() => {
  const perData = new WeakMap<MhtcetData, RowPieces>();
  return (data: MhtcetData): RowPieces => {
    let pieces = perData.get(data);
    if (!pieces) {
      const n = data.rows.count;
      pieces = {
        heads: pieceTable(),
        middles: pieceTable(),
        tails: pieceTable(),
        tail: [],
        pieceOf: new Uint32Array(n * 3),
        numbers: new Array<string | undefined>(n),
        json: new Array<string | undefined>(data.texts.length),
      };
      perData.set(data, pieces);
    }
    return pieces;
  };
})();

/** Finds row r's pieces and writes its numbers: at the row's first answer. */
function writePieces(data: MhtcetData, p: RowPieces, r: number): string {
  const { rows: c, texts } = data;
  const json = (id: number): string => p.json[id] ?? (p.json[id] = JSON.stringify(texts[id]));
  const text = (column: TextIds) => json(column[r]);
  const seat =
    c.allIndia[r] === 1
      ? flat(',"seat_type":', JSON.stringify(STATEWISE_SEAT_TYPE), ',"quota":', JSON.stringify(STATEWISE_QUOTA), ',"quota_detail":', text(c.quota))
      : flat(',"seat_type":', text(c.seatType), ',"quota":', text(c.quota));
  p.pieceOf[r * 3] = p.heads.idOf(flat('{"institute":', text(c.institute), ',"branch":', text(c.branch), ',"opening_rank":'));
  p.pieceOf[r * 3 + 1] = p.middles.idOf(flat(seat, ',"round":', String(c.round[r]), ',"stage":', text(c.stage)));
  const college = flat(
    ',"clg_code":', text(c.clgCode), ',"branch_code":', text(c.branchCode), ',"status":', text(c.status),
    ',"year":', String(c.year[r]), ',"district":', text(c.district), ',"chance":',
  );
  const tailId = p.tails.idOf(college);
  if (tailId * CHANCES.length === p.tail.length) for (const chance of CHANCES) p.tail.push(flat(college, '"', chance, '"}'));
  p.pieceOf[r * 3 + 2] = tailId * CHANCES.length;
  const numbers = flat(
    jsonNumber(c.openingRank[r]), ',"closing_rank":', jsonNumber(c.closingRank[r]),
    ',"opening_percentile":', jsonNumber(c.openingPercentile[r]), ',"closing_percentile":', jsonNumber(c.closingPercentile[r]),
  );
  p.numbers[r] = numbers;
  return numbers;
}

/** Rows whose pieces are found between two yields to the event loop (~30 ms of work). */
const ROWS_PER_SLICE = 10_000;

/**
 * Finds every row's pieces, in row order (the rows are numbered in the order of the finder's lists:
 * catalog.ts), a slice at a time. Found at each row's first answer instead, rows' numbers lay anywhere in
 * memory, and reading a random search's ~19 of them was ~3 us of the ~17 us it spent waiting on memory; found
 * in order, a search's rows sit near each other. Rows an answer found meanwhile are left as they are.
 */
export async function findAllRowPieces(data: MhtcetData): Promise<void> {
  const p = piecesOf(data);
  for (let from = 0; from < data.rows.count; from += ROWS_PER_SLICE) {
    const to = Math.min(from + ROWS_PER_SLICE, data.rows.count);
    for (let r = from; r < to; r += 1) if (p.numbers[r] === undefined) writePieces(data, p, r);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/**
 * The writer of the data's rows as the finder's JSON: row r with `chance` is the same text as JSON.stringify
 * of the finder's row object (finder.ts, resultRow). One writer serves a whole answer: finding the data's
 * pieces once per row was a quarter of the writing.
 */
export function mhtcetRowWriter(data: MhtcetData): (r: number, chance: Chance) => string {
  const p = piecesOf(data);
  const { pieceOf, numbers, tail } = p;
  const heads = p.heads.pieces;
  const middles = p.middles.pieces;
  return (r, chance) => {
    const rowNumbers = numbers[r] ?? writePieces(data, p, r);
    const at = r * 3;
    return heads[pieceOf[at]] + rowNumbers + middles[pieceOf[at + 1]] + tail[pieceOf[at + 2] + chanceSlot(chance)];
  };
}
