// GET /api/cutoffs/options/mhtcet/{years,quotas,seat-types,rounds,districts,home-universities,branches}/ and
// GET /api/cutoffs/mhtcet/college-finder/ (the MHT-CET finder, and the state-wise finder with
// quota=All India Seats&seat_type=AI). Option values are as stored; the lists never hold seat type AI
// or the All India quotas. The lists come from a cache that is refreshed after each import.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  mhtcetQuotaLabel,
  mhtcetRoundLabel,
  mhtcetSeatTypeLabel,
  type FilterOption,
  type OptionsResponse,
} from 'shared-contracts';
import { mhtcetCatalog, mhtcetData } from '../domain/mhtcet/catalog';
import { mhtcetFinderAnswer, prepareMhtcetAnswers } from '../domain/mhtcet/finder';
import { homeUniversityOfDistrict, MHTCET_HOME_UNIVERSITIES } from '../domain/mhtcet/homeUniversity';
import { sendCachedJson } from '../http/cachedAnswer';
import { parseBranchesYear, parseFinderRequest, parseRoundsFilter } from '../http/params/mhtcet';
import type { Query } from '../http/params/query';
import { setFinderCaching } from '../http/finderCaching';
import { viewerOf, type RouteDeps } from './deps';

/** Browsers may keep an option list this long (the server's own cache follows each import at once). */
const OPTIONS_MAX_AGE_S = 300;

const same = (value: string): FilterOption => ({ value, label: value });

export function mhtcetRoutes(app: FastifyInstance, deps: RouteDeps): void {
  // Build the in-memory index and the rows' answer pieces before the first request (a failure here is only
  // logged: requests retry).
  const piecesFailed = (error: unknown) => app.log.error({ err: error }, 'MHT-CET answer pieces not found ahead');
  app.addHook('onReady', async () => {
    await mhtcetData(deps.db)
      .then((data) => prepareMhtcetAnswers(data, piecesFailed))
      .catch((error: unknown) => app.log.warn({ err: error }, 'MHT-CET data not loaded at start'));
  });

  const options = (path: string, list: (query: Query) => Promise<FilterOption[]>) => {
    app.get(`/cutoffs/options/mhtcet/${path}/`, async (request, reply: FastifyReply): Promise<OptionsResponse> => {
      const result = { options: await list(request.query as Query) };
      reply.header('cache-control', `public, max-age=${OPTIONS_MAX_AGE_S}`);
      return result;
    });
  };

  // The years with data, newest first.
  options('years', async () => (await mhtcetCatalog(deps.db)).years.map((year) => same(String(year))));

  options('quotas', async () => (await mhtcetCatalog(deps.db)).offeredQuotas.map((value) => ({ value, label: mhtcetQuotaLabel(value) })));

  options('seat-types', async () => (await mhtcetCatalog(deps.db)).seatTypes.map((value) => ({ value, label: mhtcetSeatTypeLabel(value) })));

  options('districts', async () => (await mhtcetCatalog(deps.db)).districts.map(same));

  // The home universities of the colleges in the data (each college's by its district: domain/mhtcet/homeUniversity.ts).
  options('home-universities', async () => {
    const present = new Set((await mhtcetCatalog(deps.db)).districts.map(homeUniversityOfDistrict));
    return MHTCET_HOME_UNIVERSITIES.filter((name) => present.has(name)).map(same);
  });

  // Every round with a Maharashtra list; with `year`, that year's; with quota=All India Seats, the rounds
  // with an All India (JEE Main) list instead.
  options('rounds', async (query) => {
    const catalog = await mhtcetCatalog(deps.db);
    const { year, statewise } = parseRoundsFilter(query, catalog);
    let rounds: number[];
    if (year !== null) {
      const entry = catalog.roundsByYear.get(year);
      rounds = (statewise ? entry?.allIndia : entry?.mh) ?? [];
    } else {
      const all = new Set<number>();
      for (const entry of catalog.roundsByYear.values()) for (const round of statewise ? entry.allIndia : entry.mh) all.add(round);
      rounds = statewise ? [...all].sort((a, b) => a - b) : catalog.rounds;
    }
    return rounds.map((round) => ({ value: String(round), label: mhtcetRoundLabel(round) }));
  });

  options('branches', async (query) => {
    const catalog = await mhtcetCatalog(deps.db);
    const year = parseBranchesYear(query, catalog);
    return (catalog.branchesByYear.get(year) ?? []).map(same);
  });

  app.get('/cutoffs/mhtcet/college-finder/', async (request, reply) => {
    const viewer = viewerOf(request, deps);
    const data = await mhtcetData(deps.db);
    // After an import, the new data's pieces are found in the background (at start, before listening).
    void prepareMhtcetAnswers(data, piecesFailed);
    // Written once per distinct search on this data (MhtcetFinderResponse as JSON), then served from memory.
    const answer = mhtcetFinderAnswer(data, parseFinderRequest(request.query as Query, viewer, data.catalog, deps.predictors()?.jeeMainCounts.model ?? null));
    setFinderCaching(reply, viewer);
    return sendCachedJson(request, reply, answer);
  });
}
