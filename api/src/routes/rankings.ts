// GET /api/rankings/, /api/rankings/options/states/ and /api/rankings/options/years/.
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_RANKINGS_SORT,
  DEFAULT_RANKINGS_YEAR,
  RANKING_SORT_FIELDS,
  RANKINGS_MESSAGES,
  rankingYears,
  type OptionsResponse,
} from 'shared-contracts';
import { assertMayFetchAll, effectivePageSize } from '../domain/guestLimits';
import {
  echo,
  parseBoolean,
  parsePage,
  parsePageSize,
  parseSortBy,
  parseSortOrder,
  parseYear,
  single,
  type Query,
} from '../http/params/query';
import { rankingsAnswer, rankingStateOptions, rankingYearsWithData, stateHasRankings } from '../domain/rankings';
import { normaliseState } from '../domain/states';
import { sendCachedJson } from '../http/cachedAnswer';
import { badRequest } from '../http/errors';
import { viewerOf, type RouteDeps } from './deps';

const EXPORT_LOGIN_DETAIL = `${RANKINGS_MESSAGES.exportLoginPrompt}.`;

const yearParam = (query: Query) => parseYear(query, rankingYears(), DEFAULT_RANKINGS_YEAR);

/** The state filter's key, or null for all states; a state with no rows that year is a 400. */
async function stateParam(deps: RouteDeps, query: Query, year: number): Promise<string | null> {
  const raw = single(query, 'state');
  if (raw === undefined || raw === '' || raw.toLowerCase() === 'all') return null;
  const { key } = normaliseState(raw);
  if (key === '' || !(await stateHasRankings(deps.db, year, key))) {
    throw badRequest(`Unknown state for ${year}: ${echo(raw)}. Choose a state from the list for that year.`);
  }
  return key;
}

export function rankingsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/rankings/', async (request, reply) => {
    const query = request.query as Query;
    const viewer = viewerOf(request, deps);
    const year = yearParam(query);
    const sortBy = parseSortBy(query, RANKING_SORT_FIELDS, DEFAULT_RANKINGS_SORT.sort_by);
    const sortOrder = parseSortOrder(query);
    const page = parsePage(query);
    const pageSize = parsePageSize(query);
    const all = parseBoolean(query, 'all');
    if (all) assertMayFetchAll(viewer, EXPORT_LOGIN_DETAIL);
    const stateKey = await stateParam(deps, query, year);
    const answer = await rankingsAnswer(deps.db, {
      year,
      stateKey,
      sortBy,
      sortOrder,
      page,
      pageSize: all ? 'all' : effectivePageSize(pageSize, viewer),
    });
    return sendCachedJson(request, reply, answer);
  });

  app.get('/rankings/options/states/', async (request): Promise<OptionsResponse> => {
    const year = yearParam(request.query as Query);
    return { options: await rankingStateOptions(deps.db, year) };
  });

  app.get('/rankings/options/years/', async (): Promise<OptionsResponse> => {
    const offered = new Set(rankingYears());
    const years = (await rankingYearsWithData(deps.db)).filter((year) => offered.has(year));
    return { options: years.map((year) => ({ value: String(year), label: String(year) })) };
  });
}
