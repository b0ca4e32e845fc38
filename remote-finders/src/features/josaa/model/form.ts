// The JEE finder's form: its fields, their URL names and defaults, validation and the API query.
import {
  DEFAULT_FINDER_SORT,
  DEFAULT_PAGE_SIZE,
  GUEST_PAGE_SIZE,
  validateJeeFinder,
  type FieldErrors,
  type JeeFinderInput,
  type PageSize,
} from 'shared-contracts';
import type { JosaaFinderQuery } from '../api/getJosaaFinder';

export const ALL = 'ALL';

/** How the results are listed: one card per cut-off row (each round, the spec's list) or one per seat. */
export type FinderView = 'round' | 'seat';
export const viewFromUrl = (raw: string): FinderView => (raw === 'seat' ? 'seat' : 'round');

/** Sort fields the API accepts (JOSAA_SORT_FIELDS on the server), with their labels. */
export const SORT_OPTIONS = [
  { value: 'nirf_rank', label: 'NIRF rank' },
  { value: 'closing_rank', label: 'Closing rank' },
  { value: 'opening_rank', label: 'Opening rank' },
  { value: 'institute', label: 'Institute name' },
] as const;

/**
 * The URL query of the finder (all strings): the search, the page, and for logged-in users the page
 * size and branch. Defaults (docs/adr/0031-finder-form-state-in-the-url.md): JEE Main, the newest year with data (an
 * empty year: the API's year list decides), every round and quota, OPEN seats, gender-neutral seats,
 * sorted by NIRF rank. With these a bare `?rank=12345` (the site-search hint) is a complete search.
 */
export const URL_DEFAULTS = {
  rank: '',
  exam_type: 'jee_main',
  year: '',
  round: ALL,
  seat_type: 'OPEN',
  quota: ALL,
  gender: 'Gender-Neutral',
  branch: '',
  /** The state where the student first sat class XII: the results keep only seats open to them. Empty: every seat. */
  home_state: '',
  /** 'seat': one card per seat with its rounds; anything else is the round list. */
  view: 'round',
  sort_by: DEFAULT_FINDER_SORT.sort_by as string,
  page: '1',
  page_size: String(DEFAULT_PAGE_SIZE),
};

export type FinderUrl = typeof URL_DEFAULTS;

/** The form's editable fields (the spec's names: seatType, exam_type). */
export interface JeeFinderFormValues {
  rank: string;
  exam_type: string;
  year: string;
  round: string;
  seatType: string;
  quota: string;
  gender: string;
  branch: string;
  homeState: string;
}

export const formFromUrl = (url: FinderUrl): JeeFinderFormValues => ({
  rank: url.rank,
  exam_type: url.exam_type,
  year: url.year,
  round: url.round,
  seatType: url.seat_type,
  quota: url.quota,
  gender: url.gender,
  branch: url.branch,
  homeState: url.home_state,
});

export const urlFromForm = (form: JeeFinderFormValues): Partial<FinderUrl> => ({
  rank: form.rank,
  exam_type: form.exam_type,
  year: form.year,
  round: form.round,
  seat_type: form.seatType,
  quota: form.quota,
  gender: form.gender,
  branch: form.branch.trim(),
  home_state: form.homeState,
});

export function validateForm(form: JeeFinderFormValues): FieldErrors<keyof JeeFinderInput> {
  return validateJeeFinder(form);
}

export const pageSizeFromUrl = (raw: string, isUser: boolean): PageSize => {
  if (!isUser) return GUEST_PAGE_SIZE;
  if (raw === 'all') return 'all';
  const size = Number(raw);
  return Number.isInteger(size) && size > 0 ? size : DEFAULT_PAGE_SIZE;
};

export const pageFromUrl = (raw: string): number => {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * The search the URL describes, or null when it is not a complete, valid search (e.g. no rank yet, or no
 * year while the year list is still loading). An empty year is the newest year with data.
 */
export function queryFromUrl(url: FinderUrl, isUser: boolean, newestYear: string | undefined): JosaaFinderQuery | null {
  const form = { ...formFromUrl(url), year: url.year || newestYear || '' };
  if (Object.keys(validateForm(form)).length > 0) return null;
  const pageSize = pageSizeFromUrl(url.page_size, isUser);
  const sortBy = SORT_OPTIONS.some((option) => option.value === url.sort_by) ? url.sort_by : DEFAULT_FINDER_SORT.sort_by;
  const query: JosaaFinderQuery = {
    rank: Number(form.rank),
    exam_type: form.exam_type,
    year: Number(form.year),
    round: form.round,
    seat_type: form.seatType,
    quota: form.quota,
    gender: form.gender,
    sort_by: sortBy,
    sort_order: 'asc',
  };
  // The branch filter is for logged-in users only: a guest's value is never sent.
  if (isUser && form.branch.trim()) query.branch = form.branch.trim();
  if (form.homeState) query.home_state = form.homeState;
  if (viewFromUrl(url.view) === 'seat') query.view = 'seat';
  if (pageSize === 'all') query.all = true;
  else {
    query.page = pageFromUrl(url.page);
    query.page_size = pageSize;
  }
  return query;
}
