import type { FilterOption } from 'shared-contracts';

/** An option list as any version of the API may send it: an array under one of several keys, of options or plain strings. */
export type OptionsPayload = Partial<Record<string, unknown>> | unknown[];

const toOption = (item: unknown): FilterOption | null => {
  if (typeof item === 'string' || typeof item === 'number') return { value: String(item), label: String(item) };
  if (item && typeof item === 'object' && 'value' in item) {
    const { value, label } = item as { value: unknown; label?: unknown };
    if (value === null || value === undefined) return null;
    return { value: String(value), label: label === undefined || label === null || label === '' ? String(value) : String(label) };
  }
  return null;
};

/**
 * The spec's response keys for the MHT-CET option lists: "quotas or options; seat_types, seat-types or
 * options; rounds; districts; branches". The first key that holds an array wins; entries may be
 * `{ value, label }` objects or plain strings.
 */
export function readOptions(payload: OptionsPayload | null | undefined, keys: readonly string[]): FilterOption[] {
  if (!payload) return [];
  const list = Array.isArray(payload) ? payload : [...keys, 'options'].map((key) => payload[key]).find(Array.isArray);
  if (!Array.isArray(list)) return [];
  return list.map(toOption).filter((option): option is FilterOption => option !== null);
}
