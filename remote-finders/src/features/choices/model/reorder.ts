import { shortlistKey, type ShortlistItem } from 'shared-contracts';

/** `list` with the item at `from` moved to `to` (both clamped). */
export function reorder<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

/**
 * The whole shortlist after one exam's lines took a new order: the other exam's seats keep their places,
 * and this exam's places are filled in the new order.
 */
export function withExamOrder(all: readonly ShortlistItem[], ordered: readonly ShortlistItem[]): ShortlistItem[] {
  const inOrder = new Set(ordered.map(shortlistKey));
  let next = 0;
  return all.map((item) => (inOrder.has(shortlistKey(item)) ? ordered[next++] : item));
}
