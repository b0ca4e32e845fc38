// A shortlist's items as the wire carries them: identity, shape check and clean-up, shared by the pages
// and the API's validation.
import type { ShortlistItem } from './entities';

/** The most seats a shortlist keeps; the API enforces the same limit (domain/shortlist.ts). */
export const SHORTLIST_LIMIT = 100;

/** One seat's identity: two items with the same key are the same seat. */
export function shortlistKey(item: ShortlistItem): string {
  return item.exam === 'josaa'
    ? ['josaa', item.institute, item.program, item.quota, item.seat_type, item.gender].join('\u001f')
    : ['mhtcet', item.clg_code, item.branch_code, item.seat_type].join('\u001f');
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 200;
}

/** A stored or posted value, kept only if it is a well-formed item (stored data may be old or edited). */
export function toShortlistItem(value: unknown): ShortlistItem | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (v.exam === 'josaa' && isText(v.institute) && isText(v.program) && isText(v.quota) && isText(v.seat_type) && isText(v.gender)) {
    return { exam: 'josaa', institute: v.institute, program: v.program, quota: v.quota, seat_type: v.seat_type, gender: v.gender };
  }
  if (v.exam === 'mhtcet' && isText(v.clg_code) && isText(v.branch_code) && isText(v.seat_type) && isText(v.institute) && isText(v.branch)) {
    return { exam: 'mhtcet', clg_code: v.clg_code, branch_code: v.branch_code, seat_type: v.seat_type, institute: v.institute, branch: v.branch };
  }
  return null;
}

/** Well-formed, unique items in their order, at most the limit. */
export function cleanShortlist(values: unknown): ShortlistItem[] {
  if (!Array.isArray(values)) return [];
  const seen = new Set<string>();
  const items: ShortlistItem[] = [];
  for (const value of values) {
    const item = toShortlistItem(value);
    if (!item || seen.has(shortlistKey(item))) continue;
    seen.add(shortlistKey(item));
    items.push(item);
    if (items.length === SHORTLIST_LIMIT) break;
  }
  return items;
}
