// The query parameters of the rankings (GET /api/rankings/ and its option lists), checked and turned into
// a search. Every bad value is a 400 with a detail that names it; guest limits (page size, all=true) are
// applied here.
import { DEFAULT_RANKINGS_SORT, DEFAULT_RANKINGS_YEAR, RANKING_SORT_FIELDS, RANKINGS_MESSAGES, rankingYears } from 'shared-contracts';
import type { Viewer } from '../../auth/viewer';
import { assertMayFetchAll, effectivePageSize } from '../../domain/guestLimits';
import type { RankingsParams } from '../../domain/rankings';
import { normaliseState } from '../../domain/states';
import { badRequest } from '../errors';
import { echo, parseBoolean, parsePage, parsePageSize, parseSortBy, parseSortOrder, parseYear, single, type Query } from './query';

const EXPORT_LOGIN_DETAIL = `${RANKINGS_MESSAGES.exportLoginPrompt}.`;

/** Whether `year` has rankings in the state with this key. */
export type StateHasRankings = (year: number, stateKey: string) => Promise<boolean>;

export const parseRankingsYear = (query: Query) => parseYear(query, rankingYears(), DEFAULT_RANKINGS_YEAR);

/** The state filter's key, or null for all states; a state with no rows that year is a 400. */
async function parseState(query: Query, year: number, hasRankings: StateHasRankings): Promise<string | null> {
  const raw = single(query, 'state');
  if (raw === undefined || raw === '' || raw.toLowerCase() === 'all') return null;
  const { key } = normaliseState(raw);
  if (key === '' || !(await hasRankings(year, key))) {
    throw badRequest(`Unknown state for ${year}: ${echo(raw)}. Choose a state from the list for that year.`);
  }
  return key;
}

export async function parseRankingsParams(query: Query, viewer: Viewer, hasRankings: StateHasRankings): Promise<RankingsParams> {
  const year = parseRankingsYear(query);
  const sortBy = parseSortBy(query, RANKING_SORT_FIELDS, DEFAULT_RANKINGS_SORT.sort_by);
  const sortOrder = parseSortOrder(query);
  const page = parsePage(query);
  const pageSize = parsePageSize(query);
  const all = parseBoolean(query, 'all');
  if (all) assertMayFetchAll(viewer, EXPORT_LOGIN_DETAIL);
  const stateKey = await parseState(query, year, hasRankings);
  return { year, stateKey, sortBy, sortOrder, page, pageSize: all ? 'all' : effectivePageSize(pageSize, viewer) };
}
