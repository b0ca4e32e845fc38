// The MHT-CET finder's fields as useUrlState sees them, and the conversions to and from URLSearchParams
// (which the pure readers and writers in form.ts take).
import type { UrlFields } from '../../finder-common';
import { URL_KEYS } from './form';

export const MHTCET_URL_DEFAULTS = {
  [URL_KEYS.mode]: '',
  [URL_KEYS.rank]: '',
  [URL_KEYS.percentile]: '',
  [URL_KEYS.year]: '',
  [URL_KEYS.round]: '',
  [URL_KEYS.seatType]: [] as string[],
  [URL_KEYS.quota]: [] as string[],
  [URL_KEYS.district]: [] as string[],
  [URL_KEYS.branch]: [] as string[],
  [URL_KEYS.homeUniversity]: '',
  [URL_KEYS.page]: '',
  [URL_KEYS.pageSize]: '',
} satisfies UrlFields;

export type MhtcetUrlFields = typeof MHTCET_URL_DEFAULTS;

/** The URL fields as query parameters (lists as repeated keys, empty values left out). */
export function fieldsToParams(fields: UrlFields): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== '') params.append(key, item);
  }
  return params;
}

/** Query parameters as a full set of fields for useUrlState.push: every field is written (absent ones cleared). */
export function paramsToFields<T extends UrlFields>(params: URLSearchParams, defaults: T): T {
  const out: UrlFields = {};
  for (const [key, fallback] of Object.entries(defaults)) out[key] = Array.isArray(fallback) ? params.getAll(key) : (params.get(key) ?? '');
  return out as T;
}
