// The student's shortlist: one jotai store the host provides (and a remote's standalone shell, alone),
// shared by every remote as a federation singleton, so a star in one finder shows in the header and in
// every other finder at once. Guests keep it in this browser; a signed-in student's list is the account's
// (GET/PUT /shortlist/), with the guest list merged in at login by the API's rule.
import { atom, getDefaultStore, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import type { ShortlistItem } from '../entities';
import { SHORTLIST_LIMIT, cleanShortlist, shortlistKey } from '../shortlistItems';

/** localStorage key of a guest's list. */
export const SHORTLIST_STORAGE_KEY = 'shortlist.v1';

export const shortlistAtom = atom<ShortlistItem[]>([]);

/**
 * The one store: the host wraps its tree in a jotai Provider with it, and remotes share it through
 * federation (jotai is a singleton). It is jotai's default store, so a component outside any Provider (a
 * remote's test, a portal) still sees the same list.
 */
export const shortlistStore = getDefaultStore();

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
