import { API_PATHS, type ApiClient, type RankingsQuery, type RankingsResponse } from 'shared-contracts';

/** GET /rankings/: one page (page + page_size) or, for logged-in users, every row (all=true). */
export function getRankings(api: ApiClient, query: RankingsQuery, signal?: AbortSignal): Promise<RankingsResponse> {
  const paging = query.all ? { all: true } : { page: query.page, page_size: query.page_size };
  return api.get<RankingsResponse>(API_PATHS.rankings, {
    params: {
      year: query.year,
      // No state means all states: the parameter is left out rather than sent empty.
      state: query.state || undefined,
      sort_by: query.sort_by,
      sort_order: query.sort_order,
      ...paging,
    },
    signal,
  });
}
