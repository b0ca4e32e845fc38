// GET /api/rankings/, /api/rankings/options/states/ and /api/rankings/options/years/.
import type { FastifyInstance } from 'fastify';
import { rankingYears, type OptionsResponse } from 'shared-contracts';
import { rankingsAnswer, rankingStateOptions, rankingYearsWithData, stateHasRankings } from '../domain/rankings';
import { sendCachedJson } from '../http/cachedAnswer';
import { parseRankingsParams, parseRankingsYear } from '../http/params/rankings';
import type { Query } from '../http/params/query';
import { viewerOf, type RouteDeps } from './deps';

export function rankingsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/rankings/', async (request, reply) => {
    const viewer = viewerOf(request, deps);
    const params = await parseRankingsParams(request.query as Query, viewer, (year, key) => stateHasRankings(deps.db, year, key));
    const answer = await rankingsAnswer(deps.db, params);
    return sendCachedJson(request, reply, answer);
  });

  app.get('/rankings/options/states/', async (request): Promise<OptionsResponse> => {
    const year = parseRankingsYear(request.query as Query);
    return { options: await rankingStateOptions(deps.db, year) };
  });

  app.get('/rankings/options/years/', async (): Promise<OptionsResponse> => {
    const offered = new Set(rankingYears());
    const years = (await rankingYearsWithData(deps.db)).filter((year) => offered.has(year));
    return { options: years.map((year) => ({ value: String(year), label: String(year) })) };
  });
}
