// The query parameters of the JoSAA finder (GET /api/cutoffs/josaa/college-finder/) and of its option
// lists, checked against the imported data and turned into a search. Every bad value is a 400 with a
// detail that names it; guest limits (page size, all=true, branch) are applied here.
import { DEFAULT_FINDER_SORT, type FilterOption } from 'shared-contracts';
import { isUser, type Viewer } from '../../auth/viewer';
import { assertMayFetchAll, effectivePageSize } from '../../domain/guestLimits';
import { JOSAA_FINDER_VIEWS, JOSAA_SORT_FIELDS, type FinderParams, type JosaaFinderView } from '../../domain/josaa/finder';
import { OFFICIAL_STATE_NAMES, officialStateName } from '../../domain/states';
import type { CatalogFilter, JosaaCatalog } from '../../domain/josaa/options';
import { ALL, type JosaaExamType } from '../../domain/josaa/values';
import { badRequest } from '../errors';
import { echo, parseBoolean, parsePage, parsePageSize, parseSortBy, parseSortOrder, parseYear, single, type Query } from './query';

export const ALL_RESULTS_LOGIN_DETAIL = 'Please login to see all results at once. Guests can page through the results, 50 at a time.';
export const RANK_REQUIRED_DETAIL = 'rank is required: give your JEE rank as a whole number of 1 or more.';
const MAX_BRANCH_LENGTH = 100;

const isAll = (raw: string | undefined): raw is undefined => raw === undefined || raw === '' || raw.toUpperCase() === ALL;

/** The rank: required, a whole number of 1 or more. */
export function parseRank(query: Query): number {
  const raw = single(query, 'rank');
  if (raw === undefined || raw === '') throw badRequest(RANK_REQUIRED_DETAIL);
  const rank = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(rank) || rank < 1) {
    throw badRequest(`rank must be a whole number of 1 or more (got "${echo(raw)}").`);
  }
  return rank;
}

const EXAM_TYPE_ALIASES: Record<string, JosaaExamType> = {
  jee_main: 'jee_main',
  jee_mains: 'jee_main',
  main: 'jee_main',
  jee_advanced: 'jee_advanced',
  jee_adv: 'jee_advanced',
  advanced: 'jee_advanced',
};

/** exam_type: ALL (or absent) for both; jee_main or jee_advanced (also "JEE Main", "jee_mains", ...). */
export function parseExamType(query: Query): JosaaExamType | null {
  const raw = single(query, 'exam_type');
  if (isAll(raw)) return null;
  const examType = EXAM_TYPE_ALIASES[raw.toLowerCase().replace(/[\s-]+/g, '_')];
  if (!examType) throw badRequest(`Unknown exam_type: ${echo(raw)}. Choose one of: ALL, jee_main, jee_advanced.`);
  return examType;
}

/** A quota, seat type or gender: ALL (or absent), or a value of the list (its value or label, any case). */
function parseListValue(query: Query, name: string, options: FilterOption[]): string | null {
  const raw = single(query, name);
  if (isAll(raw)) return null;
  const wanted = raw.toLowerCase().replace(/\s+/g, ' ');
  const found = options.find((o) => o.value.toLowerCase() === wanted || o.label.toLowerCase() === wanted);
  if (!found) throw badRequest(`Unknown ${name}: ${echo(raw)}. Choose one of: ${[ALL, ...options.map((o) => o.value)].join(', ')}.`);
  return found.value;
}

/** round: ALL (or absent), or a round JoSAA held in `year`. */
function parseRound(query: Query, catalog: JosaaCatalog, year: number): number | null {
  const raw = single(query, 'round');
  if (isAll(raw)) return null;
  const rounds = catalog.rounds({ year });
  const round = Number(raw);
  if (!/^\d+$/.test(raw) || !rounds.includes(round)) {
    const choices = rounds.length > 0 ? `ALL or one of: ${rounds.join(', ')}` : 'ALL (no rounds have data for that year)';
    throw badRequest(`Unknown round for ${year}: ${echo(raw)}. Choose ${choices}.`);
  }
  return round;
}

/** Free-text branch filter (logged-in users only; a guest's value is ignored). */
function parseBranch(query: Query): string | null {
  const raw = single(query, 'branch');
  if (raw === undefined || raw === '') return null;
  const branch = raw.replace(/\s+/g, ' ');
  if (branch.length > MAX_BRANCH_LENGTH) throw badRequest(`branch must be at most ${MAX_BRANCH_LENGTH} characters.`);
  return branch;
}

/** home_state: absent or empty for no home-state filter, else a state or union territory (any spelling). */
export function parseHomeState(query: Query): string | null {
  const raw = single(query, 'home_state');
  if (raw === undefined || raw.trim() === '') return null;
  const state = officialStateName(raw);
  if (state === undefined) throw badRequest(`Unknown home_state: ${echo(raw)}. Choose one of: ${OFFICIAL_STATE_NAMES.join(', ')}.`);
  return state;
}

/** view: round (absent: a row per seat and round) or seat (a row per seat with all its rounds). */
function parseView(query: Query): JosaaFinderView {
  const raw = single(query, 'view');
  if (raw === undefined || raw === '') return 'round';
  const view = JOSAA_FINDER_VIEWS.find((v) => v === raw.toLowerCase());
  if (!view) throw badRequest(`Unknown view: ${echo(raw)}. Choose one of: ${JOSAA_FINDER_VIEWS.join(', ')}.`);
  return view;
}

/** The finder's year: one with data (the newest when absent). */
function parseFinderYear(query: Query, catalog: JosaaCatalog): number {
  const years = catalog.years();
  return parseYear(query, years, years[0] ?? new Date().getFullYear());
}

/** Optional year and exam_type narrowing an option list. */
export function parseCatalogFilter(query: Query, catalog: JosaaCatalog): CatalogFilter {
  const rawYear = single(query, 'year');
  const year = rawYear === undefined || rawYear === '' ? null : parseYear(query, catalog.years(), 0);
  return { year, examType: parseExamType(query) };
}

/** The finder's search; the guest limits are applied to its page size. */
export function parseJosaaFinderParams(query: Query, viewer: Viewer, catalog: JosaaCatalog): FinderParams {
  const rank = parseRank(query);
  const year = parseFinderYear(query, catalog);
  const examType = parseExamType(query);
  const view = parseView(query);
  const params: FinderParams = {
    rank,
    year,
    examType,
    // The seat view shows every round of the year: a round parameter is ignored (not even validated).
    round: view === 'seat' ? null : parseRound(query, catalog, year),
    quota: parseListValue(query, 'quota', catalog.quotas()),
    seatType: parseListValue(query, 'seat_type', catalog.seatTypes()),
    gender: parseListValue(query, 'gender', catalog.genders()),
    // Guests: the branch filter is ignored (not even validated).
    branch: isUser(viewer) ? parseBranch(query) : null,
    sortBy: parseSortBy(query, JOSAA_SORT_FIELDS, DEFAULT_FINDER_SORT.sort_by),
    sortOrder: parseSortOrder(query),
    page: parsePage(query),
    pageSize: 0,
  };
  const homeState = parseHomeState(query);
  // Set only when asked for, so the answers of searches without them stay as they were.
  if (homeState !== null) params.homeState = homeState;
  if (view === 'seat') params.view = view;
  const pageSize = parsePageSize(query);
  const all = parseBoolean(query, 'all');
  if (all) assertMayFetchAll(viewer, ALL_RESULTS_LOGIN_DETAIL);
  params.pageSize = all ? 'all' : effectivePageSize(pageSize, viewer);
  return params;
}
