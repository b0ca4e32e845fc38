// The MHT-CET finder's form: its state, the spec's transitions (mode toggle, one value clears the
// other), validation, the request it makes, and how it is written to and read from the URL.
import {
  DEFAULT_PAGE_SIZE,
  GUEST_PAGE_SIZE,
  clampPercentileInput,
  coerceRankInput,
  rankError,
  validateMhtcetFinder,
  type FieldErrors,
  type MhtcetFinderForm,
  type PageSize,
} from 'shared-contracts';
import type { MhtcetFinderQuery, MhtcetSortBy } from '../../finder-common';

export type MhtcetMode = 'rank' | 'percentile';
export const ALL_ROUNDS = 'all';

export interface MhtcetFormState extends MhtcetFinderForm {
  mode: MhtcetMode;
  /** closing_rank in rank mode, closing_percentile in percentile mode; always ascending. */
  sortBy: MhtcetSortBy;
  /** The university the candidate is a home candidate of; empty: not set (every quota). */
  homeUniversity: string;
}

export type MhtcetField = 'rank' | 'percentile' | 'seatType' | 'quota' | 'district';
export type MhtcetErrors = FieldErrors<MhtcetField>;

/**
 * Seat types chosen before the visitor picks their own: the General Open category at the three seat
 * levels (Home University, Other Than Home University, State Level), which every candidate competes for.
 */
export const DEFAULT_SEAT_TYPES = ['GOPENH', 'GOPENO', 'GOPENS'] as const;

export const sortFor = (mode: MhtcetMode): MhtcetSortBy => (mode === 'rank' ? 'closing_rank' : 'closing_percentile');

/**
 * The form before options load. Quotas and districts start as "every offered value" (filled in when the
 * lists arrive, see withOptionDefaults); the year is the newest offered.
 */
export function initialMhtcetForm(years: readonly number[]): MhtcetFormState {
  return {
    mode: 'rank',
    rank: '',
    percentile: '',
    year: String(years[0] ?? ''),
    round: ALL_ROUNDS,
    seatType: [...DEFAULT_SEAT_TYPES],
    quota: [],
    district: [],
    branch: [],
    sortBy: 'closing_rank',
    homeUniversity: '',
  };
}

/** Switching mode clears both values (the caller clears the results) and sorts by the mode's closing column, ascending. */
export function switchMode(form: MhtcetFormState, mode: MhtcetMode): MhtcetFormState {
  if (form.mode === mode) return form;
  return { ...form, mode, rank: '', percentile: '', sortBy: sortFor(mode) };
}

/**
 * What a percentile field keeps while the visitor types: digits and one point, at most two decimals,
 * never above 100 (a minus sign cannot be typed). "99." stays so the decimals can follow; the value is
 * tidied with clampPercentileInput when the field is left.
 */
export function percentileKeystroke(raw: string): string {
  let value = raw.replace(/[^\d.]/g, '');
  const point = value.indexOf('.');
  if (point !== -1) value = `${value.slice(0, point + 1)}${value.slice(point + 1).replace(/\./g, '').slice(0, 2)}`;
  if (value === '') return '';
  if (value.startsWith('.')) value = `0${value}`;
  value = value.replace(/^0+(?=\d)/, '');
  return Number(value) > 100 ? '100' : value;
}

/** Entering a rank clears the percentile. The rank is coerced to a non-negative whole number. */
export const enterRank = (form: MhtcetFormState, raw: string): MhtcetFormState => ({ ...form, rank: coerceRankInput(raw), percentile: '' });

/** Entering a percentile clears the rank. The percentile stays within 0..100, step 0.01. */
export const enterPercentile = (form: MhtcetFormState, raw: string): MhtcetFormState => ({
  ...form,
  percentile: percentileKeystroke(raw),
  rank: '',
});

/** Leaving the percentile field: "99." becomes "99", "99.999" cannot occur, "" stays "". */
export const settlePercentile = (form: MhtcetFormState): MhtcetFormState =>
  form.percentile === '' ? form : { ...form, percentile: clampPercentileInput(form.percentile) };

/** The spec's messages: Rank is required / Percentile is required / Please select at least one seat type, quota, district. */
export function validateMhtcetForm(form: MhtcetFormState): MhtcetErrors {
  const errors: MhtcetErrors = validateMhtcetFinder(form);
  if (form.mode === 'rank' && !errors.rank) {
    const rank = rankError(form.rank);
    if (rank) errors.rank = rank;
  }
  return errors;
}

export const hasErrors = (errors: MhtcetErrors) => Object.values(errors).some(Boolean);

/** A submitted search: the form as it was, the page and the page size. */
export interface MhtcetSearch {
  form: MhtcetFormState;
  page: number;
  pageSize: PageSize;
}

/** The API request of a search. Guests never send the branch filter and always get GUEST_PAGE_SIZE rows. */
export function toMhtcetQuery(search: MhtcetSearch, isUser: boolean): MhtcetFinderQuery {
  const { form } = search;
  const value = form.mode === 'rank' ? { rank: Number(form.rank) } : { percentile: Number(clampPercentileInput(form.percentile)) };
  return {
    year: Number(form.year),
    ...value,
    quota: form.quota,
    seat_type: form.seatType,
    district: form.district,
    branch: isUser ? form.branch : undefined,
    ...(form.homeUniversity ? { home_university: form.homeUniversity } : {}),
    round: form.round === ALL_ROUNDS ? null : Number(form.round),
    sort_by: form.sortBy,
    sort_order: 'asc',
    page: search.page,
    page_size: isUser ? search.pageSize : GUEST_PAGE_SIZE,
  };
}

// ---- URL ----------------------------------------------------------------------------------------
// A search is written to the URL when it is submitted (and when its page changes), so a link or a
// reload shows the same results. Lists are repeated parameters (branch names may contain commas); a
// quota or district list that holds every offered value is left out, and an absent list means "all".

export const URL_KEYS = {
  mode: 'mode',
  rank: 'rank',
  percentile: 'percentile',
  year: 'year',
  round: 'round',
  seatType: 'seat_type',
  quota: 'quota',
  district: 'district',
  branch: 'branch',
  homeUniversity: 'home_university',
  page: 'page',
  pageSize: 'page_size',
} as const;

/** What a URL says about the form: only the parts it holds (a list left out means "every offered value"). */
export interface MhtcetUrlState {
  form: Partial<MhtcetFormState>;
  page: number;
  pageSize: PageSize | null;
  /** The URL carries a rank or a percentile: the search runs on arrival. */
  hasValue: boolean;
}

const positiveInt = (raw: string | null): number | null => (raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

export function readMhtcetUrl(params: URLSearchParams, years: readonly number[]): MhtcetUrlState {
  const form: Partial<MhtcetFormState> = {};
  const rank = coerceRankInput(params.get(URL_KEYS.rank) ?? '');
  const percentile = clampPercentileInput(params.get(URL_KEYS.percentile) ?? '');
  const modeParam = params.get(URL_KEYS.mode);
  const mode: MhtcetMode = modeParam === 'percentile' || (modeParam !== 'rank' && percentile !== '' && rank === '') ? 'percentile' : 'rank';
  form.mode = mode;
  form.sortBy = sortFor(mode);
  if (mode === 'rank' && rank !== '') form.rank = rank;
  if (mode === 'percentile' && percentile !== '') form.percentile = percentile;
  const year = params.get(URL_KEYS.year);
  if (year && years.includes(Number(year))) form.year = year;
  const round = params.get(URL_KEYS.round);
  if (round && /^[1-4]$/.test(round)) form.round = round;
  const homeUniversity = params.get(URL_KEYS.homeUniversity)?.trim();
  if (homeUniversity) form.homeUniversity = homeUniversity;
  const lists: [keyof typeof URL_KEYS & ('seatType' | 'quota' | 'district' | 'branch')][] = [['seatType'], ['quota'], ['district'], ['branch']];
  for (const [key] of lists) {
    const values = params.getAll(URL_KEYS[key]).filter((value) => value.trim() !== '');
    if (values.length > 0) form[key] = [...new Set(values)];
  }
  const sizeParam = params.get(URL_KEYS.pageSize);
  const pageSize: PageSize | null = sizeParam === 'all' ? 'all' : positiveInt(sizeParam);
  return { form, page: positiveInt(params.get(URL_KEYS.page)) ?? 1, pageSize, hasValue: Boolean(form.rank || form.percentile) };
}

export interface OptionValues {
  quota: readonly string[];
  district: readonly string[];
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value) => b.includes(value));

/** The URL of a search. Defaults (rank mode, all rounds, page 1, 50 rows, every quota or district) are left out. */
export function writeMhtcetUrl(search: MhtcetSearch, all: OptionValues): URLSearchParams {
  const { form } = search;
  const params = new URLSearchParams();
  if (form.mode === 'percentile') {
    params.set(URL_KEYS.mode, 'percentile');
    if (form.percentile) params.set(URL_KEYS.percentile, form.percentile);
  } else if (form.rank) {
    params.set(URL_KEYS.rank, form.rank);
  }
  if (form.year) params.set(URL_KEYS.year, form.year);
  if (form.round !== ALL_ROUNDS) params.set(URL_KEYS.round, form.round);
  for (const value of form.seatType) params.append(URL_KEYS.seatType, value);
  if (!sameSet(form.quota, all.quota)) for (const value of form.quota) params.append(URL_KEYS.quota, value);
  if (!sameSet(form.district, all.district)) for (const value of form.district) params.append(URL_KEYS.district, value);
  for (const value of form.branch) params.append(URL_KEYS.branch, value);
  if (form.homeUniversity) params.set(URL_KEYS.homeUniversity, form.homeUniversity);
  if (search.page > 1) params.set(URL_KEYS.page, String(search.page));
  if (search.pageSize !== DEFAULT_PAGE_SIZE) params.set(URL_KEYS.pageSize, String(search.pageSize));
  return params;
}

/**
 * The form once the option lists are known: lists the URL left out become every offered value
 * (quotas, districts) or the defaults (seat types); values the lists do not offer are dropped.
 */
export function withOptionDefaults(
  form: MhtcetFormState,
  fromUrl: Partial<MhtcetFormState>,
  options: { quota: readonly string[]; district: readonly string[]; seatType: readonly string[] },
): MhtcetFormState {
  const keep = (values: readonly string[], offered: readonly string[]) => (offered.length > 0 ? values.filter((value) => offered.includes(value)) : [...values]);
  return {
    ...form,
    quota: fromUrl.quota ? keep(fromUrl.quota, options.quota) : [...options.quota],
    district: fromUrl.district ? keep(fromUrl.district, options.district) : [...options.district],
    seatType: keep(fromUrl.seatType ?? form.seatType, options.seatType),
  };
}
