// A share link carries the list itself (no account needed to open it): each seat as a short array of its
// identifying fields, JSON in one query parameter.
import { cleanShortlist, type ShortlistItem } from 'shared-contracts';

export const SHARED_LIST_PARAM = 'list';

export function encodeSharedList(items: readonly ShortlistItem[]): string {
  return JSON.stringify(
    items.map((item) =>
      item.exam === 'josaa'
        ? ['j', item.institute, item.program, item.quota, item.seat_type, item.gender]
        : ['m', item.clg_code, item.branch_code, item.seat_type, item.institute, item.branch],
    ),
  );
}

/** The seats of a shared list; malformed entries are dropped, never an error. */
export function decodeSharedList(text: string | null): ShortlistItem[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return cleanShortlist(
    parsed.map((entry: unknown) => {
      if (!Array.isArray(entry)) return null;
      const [kind, a, b, c, d, e] = entry as unknown[];
      return kind === 'j'
        ? { exam: 'josaa', institute: a, program: b, quota: c, seat_type: d, gender: e }
        : kind === 'm'
          ? { exam: 'mhtcet', clg_code: a, branch_code: b, seat_type: c, institute: d, branch: e }
          : null;
    }),
  );
}
