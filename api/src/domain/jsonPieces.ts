// Pieces of JSON text that many answer rows share (JoSAA's and MHT-CET's finders write a row as a few
// shared pieces around its own numbers, instead of one join per field).
import type { Chance } from 'shared-contracts';

/** The chances a row's tail is written with, three entries per tail in this order (chanceSlot). */
export const TAIL_CHANCES: readonly Chance[] = ['High', 'Medium', 'Low'];

/** A chance's place among a tail's three entries (compared, not looked up: this runs for every row written). */
export const chanceSlot = (chance: Chance): number => (chance === 'High' ? 0 : chance === 'Medium' ? 1 : 2);

/**
 * The parts as one flat string. `+` and template literals make a rope of their parts (V8's cons strings),
 * which every answer holding the piece walks again when it is written out (a rope for each MHT-CET row's
 * numbers made the answers ~40 % slower to write); `join` copies them into one string once.
 */
export const flat = (...parts: string[]): string => parts.join('');

/** Numbers for distinct pieces of text: the number of a piece, numbered on first sight. */
export function pieceTable(): { pieces: string[]; idOf(piece: string): number } {
  const ids = new Map<string, number>();
  const pieces: string[] = [];
  return {
    pieces,
    idOf(piece) {
      let id = ids.get(piece);
      if (id === undefined) {
        id = pieces.length;
        ids.set(piece, id);
        pieces.push(piece);
      }
      return id;
    },
  };
}
