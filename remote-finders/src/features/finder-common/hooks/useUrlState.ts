import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A form whose fields live in the URL query: single values, or lists (repeated keys: ?quota=a&quota=b). */
export type UrlFields = Record<string, string | string[]>;

export interface UrlState<T extends UrlFields> {
  /** The values in the URL now; a field that is absent (or empty) takes its default. */
  values: T;
  /** Whether the URL carries this field (non-empty). */
  has: (key: keyof T) => boolean;
  /** Whether the URL carries any field of the form. */
  hasAny: boolean;
  /**
   * Write fields to the URL, merged onto the values there now. A new history entry by default, so Back
   * returns to the previous search; `replace` rewrites the current entry instead (e.g. normalising).
   * Query keys that are not fields of the form are kept. Empty values are left out of the URL.
   */
  push: (next: Partial<T>, options?: { replace?: boolean }) => void;
  /** The form's part of the query as a stable string: changes exactly when a field changes (use in effects). */
  key: string;
}

function read<T extends UrlFields>(params: URLSearchParams, defaults: T): { values: T; present: Set<string> } {
  const values: UrlFields = {};
  const present = new Set<string>();
  for (const [name, fallback] of Object.entries(defaults)) {
    if (Array.isArray(fallback)) {
      const list = params.getAll(name).filter((v) => v !== '');
      values[name] = list.length > 0 ? list : fallback;
      if (list.length > 0) present.add(name);
    } else {
      const value = params.get(name);
      values[name] = value !== null && value !== '' ? value : fallback;
      if (value !== null && value !== '') present.add(name);
    }
  }
  return { values: values as T, present };
}

/**
 * Form state in the URL query (spec: a search can be shared, reloaded and navigated back to). Read on
 * load and on every history move; written by `push` (on submit, page change, page-size change).
 *
 * `defaults` gives every field and its type: a string default makes a single value, an array default a
 * list. Pass a stable object (module constant or useMemo).
 */
export function useUrlState<T extends UrlFields>(defaults: T): UrlState<T> {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const { values, present, key } = useMemo(() => {
    const parsed = read(new URLSearchParams(search), defaults);
    const own = new URLSearchParams();
    for (const name of Object.keys(defaults)) {
      const value = parsed.values[name];
      if (!parsed.present.has(name)) continue;
      for (const item of Array.isArray(value) ? value : [value]) own.append(name, item);
    }
    return { ...parsed, key: own.toString() };
  }, [search, defaults]);

  const push = useCallback(
    (next: Partial<T>, options: { replace?: boolean } = {}) => {
      const current = new URLSearchParams(search);
      const merged = { ...read(current, defaults).values, ...next } as UrlFields;
      // Only the fields that are set now or asked for are written; untouched defaults stay implicit.
      const out = new URLSearchParams();
      current.forEach((value, name) => {
        if (!(name in defaults)) out.append(name, value);
      });
      for (const name of Object.keys(defaults)) {
        if (!(name in next) && !current.has(name)) continue;
        const value = merged[name];
        for (const item of Array.isArray(value) ? value : [value]) if (item !== '' && item !== undefined) out.append(name, String(item));
      }
      setParams(out, { replace: options.replace ?? false });
    },
    [search, defaults, setParams],
  );

  const has = useCallback((name: keyof T) => present.has(name as string), [present]);
  return { values, has, hasAny: present.size > 0, push, key };
}
