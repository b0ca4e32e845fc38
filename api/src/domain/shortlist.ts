// A student's shortlist of seats: which items are the same seat, the limit, and how a guest's list joins
// the stored one at login (items are checked in http/params/shortlist.ts).
import type { ShortlistItem } from 'shared-contracts';

/** The most seats a shortlist keeps. */
export const SHORTLIST_LIMIT = 100;
export const SHORTLIST_LIMIT_DETAIL = `A shortlist keeps at most ${SHORTLIST_LIMIT} seats.`;

/** The seat an item stands for: JoSAA institute + program + quota + seat type + gender; MHT-CET college + branch + seat type. */
export const shortlistKey = (item: ShortlistItem): string =>
  item.exam === 'josaa'
    ? ['josaa', item.institute, item.program, item.quota, item.seat_type, item.gender].join('\u0000')
    : ['mhtcet', item.clg_code, item.branch_code, item.seat_type].join('\u0000');

/** The stored list first, then the posted items it lacks, in their order, up to the limit. */
export function mergeShortlists(stored: readonly ShortlistItem[], posted: readonly ShortlistItem[]): ShortlistItem[] {
  const merged = [...stored];
  const keys = new Set(stored.map(shortlistKey));
  for (const item of posted) {
    if (merged.length >= SHORTLIST_LIMIT) break;
    const key = shortlistKey(item);
    if (keys.has(key)) continue;
    keys.add(key);
    merged.push(item);
  }
  return merged.slice(0, SHORTLIST_LIMIT);
}
