// The state-wise finder's form: state, validation, the request, and the URL.
import {
  DEFAULT_PAGE_SIZE,
  GUEST_PAGE_SIZE,
  coerceRankInput,
  validateStatewise,
  type FieldErrors,
  type PageSize,
  type StatewiseFilters,
} from 'shared-contracts';
import type { StatewiseQuery } from '../api/getStatewiseColleges';
import { STATEWISE_STATES } from '../../../constants';

export const ALL_ROUNDS = 'all';
export type StatewiseErrors = FieldErrors<'rank' | 'state' | 'year'>;

export function initialStatewiseForm(years: readonly number[]): StatewiseFilters {
  return { rank: '', state: STATEWISE_STATES[0].value, year: String(years[0] ?? ''), round: ALL_ROUNDS, branch: [] };
}

export const enterStatewiseRank = (form: StatewiseFilters, raw: string): StatewiseFilters => ({ ...form, rank: coerceRankInput(raw) });

/** Rank is required (a whole number of 1 or more), State and Year are required. */
export const validateStatewiseForm = (form: StatewiseFilters): StatewiseErrors => validateStatewise(form);

export const stateLabel = (value: string) => STATEWISE_STATES.find((state) => state.value === value)?.label ?? value;

export interface StatewiseSearch {
  form: StatewiseFilters;
  page: number;
  pageSize: PageSize;
}

/** Guests never send the branch filter and always get GUEST_PAGE_SIZE rows. */
export function toStatewiseQuery(search: StatewiseSearch, isUser: boolean): StatewiseQuery {
  const { form } = search;
  return {
    year: Number(form.year),
    rank: Number(form.rank),
    round: form.round === ALL_ROUNDS ? null : Number(form.round),
    branch: isUser ? form.branch : undefined,
    page: search.page,
    page_size: isUser ? search.pageSize : GUEST_PAGE_SIZE,
  };
}

// ---- URL: rank, state, year, round, branch (repeated), page, page_size; all rounds, page 1 and 50 rows are left out. ----

export const STATEWISE_URL_DEFAULTS = {
  rank: '',
  state: '',
  year: '',
  round: '',
  branch: [] as string[],
  page: '',
  page_size: '',
};
export type StatewiseUrlFields = typeof STATEWISE_URL_DEFAULTS;

const positiveInt = (raw: string): number | null => (/^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

export interface StatewiseUrlState {
  form: StatewiseFilters;
  page: number;
  pageSize: PageSize;
  /** The URL carries a rank: the search runs on arrival. */
  hasValue: boolean;
}

export function readStatewiseUrl(fields: StatewiseUrlFields, years: readonly number[]): StatewiseUrlState {
  const form = initialStatewiseForm(years);
  const rank = coerceRankInput(fields.rank);
  if (rank !== '' && Number(rank) >= 1) form.rank = rank;
  if (STATEWISE_STATES.some((state) => state.value === fields.state)) form.state = fields.state;
  if (years.includes(Number(fields.year))) form.year = fields.year;
  if (/^[1-4]$/.test(fields.round)) form.round = fields.round;
  form.branch = [...new Set(fields.branch.filter((value) => value.trim() !== ''))];
  const pageSize: PageSize = fields.page_size === 'all' ? 'all' : (positiveInt(fields.page_size) ?? DEFAULT_PAGE_SIZE);
  return { form, page: positiveInt(fields.page) ?? 1, pageSize, hasValue: form.rank !== '' };
}

export function writeStatewiseUrl(search: StatewiseSearch): StatewiseUrlFields {
  const { form } = search;
  return {
    rank: form.rank,
    state: form.state,
    year: form.year,
    round: form.round === ALL_ROUNDS ? '' : form.round,
    branch: form.branch,
    page: search.page > 1 ? String(search.page) : '',
    page_size: search.pageSize === DEFAULT_PAGE_SIZE ? '' : String(search.pageSize),
  };
}
