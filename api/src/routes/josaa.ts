// GET /api/cutoffs/josaa/college-finder/ and /api/cutoffs/options/josaa/{years,exam-types,quotas,seat-types,genders,rounds,home-states}/.
// The years are those whose data is imported (newest first); the finder's default is the newest.
import type { FastifyInstance } from 'fastify';
import type { FilterOption, OptionsResponse } from 'shared-contracts';
import { josaaFinderAnswer } from '../domain/josaa/finder';
import { josaaCatalog, josaaDataBasis, withAll, type CatalogFilter, type JosaaCatalog } from '../domain/josaa/options';
import { OFFICIAL_STATE_NAMES } from '../domain/states';
import { sendCachedJson } from '../http/cachedAnswer';
import { setFinderCaching } from '../http/finderCaching';
import { parseCatalogFilter, parseJosaaFinderParams } from '../http/params/josaa';
import type { Query } from '../http/params/query';
import { viewerOf, type RouteDeps } from './deps';

export function josaaRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const options = (list: string, build: (catalog: JosaaCatalog, filter: CatalogFilter) => FilterOption[]) => {
    app.get(`/cutoffs/options/josaa/${list}/`, async (request): Promise<OptionsResponse> => {
      const catalog = await josaaCatalog(deps.db);
      return { options: withAll(build(catalog, parseCatalogFilter(request.query as Query, catalog))) };
    });
  };
  // The years with data, newest first (no ALL: a search is always of one year).
  app.get('/cutoffs/options/josaa/years/', async (): Promise<OptionsResponse> => ({
    options: (await josaaCatalog(deps.db)).years().map((year) => ({ value: String(year), label: String(year) })),
  }));
  options('exam-types', (catalog, filter) => catalog.examTypes({ year: filter.year }));
  options('quotas', (catalog, filter) => catalog.quotas(filter));
  options('seat-types', (catalog, filter) => catalog.seatTypes(filter));
  options('genders', (catalog, filter) => catalog.genders(filter));
  options('rounds', (catalog, filter) => catalog.roundOptions(filter));
  // The states and union territories a candidate's home state can be (no ALL: a home state is one state).
  app.get('/cutoffs/options/josaa/home-states/', async (): Promise<OptionsResponse> => ({
    options: OFFICIAL_STATE_NAMES.map((name) => ({ value: name, label: name })),
  }));

  app.get('/cutoffs/josaa/college-finder/', async (request, reply) => {
    const viewer = viewerOf(request, deps);
    const catalog = await josaaCatalog(deps.db);
    const params = parseJosaaFinderParams(request.query as Query, viewer, catalog);
    // Written as JSON text by the finder (each row's fixed part is serialised once, not per request), and
    // kept for the next identical search on the same data.
    const earlierYears = catalog.years().filter((year) => year < params.year);
    const answer = await josaaFinderAnswer(deps.db, params, josaaDataBasis(catalog, params.year, params.round), earlierYears);
    setFinderCaching(reply, viewer);
    return sendCachedJson(request, reply, answer);
  });
}
