// The student's shortlist: one jotai store the host provides (and a remote's standalone shell, alone),
// shared by every remote as a federation singleton, so a star in one finder shows in the header and in
// every other finder at once. Guests keep it in this browser; a signed-in student's list is the account's
// (GET/PUT /shortlist/), with the guest list merged in at login by the API's rule.
import { atom, createStore, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import type { ShortlistItem } from '../entities';

/** The most seats a shortlist keeps; the API enforces the same limit (domain/shortlist.ts). */
export const SHORTLIST_LIMIT = 100;

/** localStorage key of a guest's list. */
export const SHORTLIST_STORAGE_KEY = 'shortlist.v1';

/** One seat's identity: two items with the same key are the same seat. */
export function shortlistKey(item: ShortlistItem): string {
  return item.exam === 'josaa'
    ? ['josaa', item.institute, item.program, item.quota, item.seat_type, item.gender].join('\u001f')
    : ['mhtcet', item.clg_code, item.branch_code, item.seat_type].join('\u001f');
}

export const shortlistAtom = atom<ShortlistItem[]>([]);

/** The one store: the host wraps its tree in a jotai Provider with it; remotes share it through federation. */
export const shortlistStore = createStore();

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

export function readStoredShortlist(): ShortlistItem[] {
  try {
    const raw = localStorage.getItem(SHORTLIST_STORAGE_KEY);
    return raw ? cleanShortlist(JSON.parse(raw)) : [];
  } catch {
    return [];
  }
}

export function writeStoredShortlist(items: ShortlistItem[]): void {
  try {
    localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked (private mode): the list lives for this visit only.
  }
}

export interface ShortlistActions {
  items: ShortlistItem[];
  count: number;
  has: (item: ShortlistItem) => boolean;
  /** Adds the seat at the end, or removes it; false when the list is full and the seat was not added. */
  toggle: (item: ShortlistItem) => boolean;
  remove: (item: ShortlistItem) => void;
  /** Moves the item at `index` by `delta` places (clamped to the list). */
  move: (index: number, delta: number) => void;
  replace: (items: ShortlistItem[]) => void;
}

/** The shortlist and what a page may do to it. */
export function useShortlist(): ShortlistActions {
  const items = useAtomValue(shortlistAtom);
  const setItems = useSetAtom(shortlistAtom);
  const keys = useMemo(() => new Set(items.map(shortlistKey)), [items]);
  const has = useCallback((item: ShortlistItem) => keys.has(shortlistKey(item)), [keys]);
  const toggle = useCallback(
    (item: ShortlistItem) => {
      const key = shortlistKey(item);
      if (keys.has(key)) {
        setItems((current) => current.filter((other) => shortlistKey(other) !== key));
        return true;
      }
      if (items.length >= SHORTLIST_LIMIT) return false;
      setItems((current) => [...current, item]);
      return true;
    },
    [items.length, keys, setItems],
  );
  const remove = useCallback(
    (item: ShortlistItem) => setItems((current) => current.filter((other) => shortlistKey(other) !== shortlistKey(item))),
    [setItems],
  );
  const move = useCallback(
    (index: number, delta: number) =>
      setItems((current) => {
        const target = Math.max(0, Math.min(current.length - 1, index + delta));
        if (index < 0 || index >= current.length || target === index) return current;
        const next = [...current];
        const [moved] = next.splice(index, 1);
        next.splice(target, 0, moved);
        return next;
      }),
    [setItems],
  );
  const replace = useCallback((next: ShortlistItem[]) => setItems(cleanShortlist(next)), [setItems]);
  return { items, count: items.length, has, toggle, remove, move, replace };
}
