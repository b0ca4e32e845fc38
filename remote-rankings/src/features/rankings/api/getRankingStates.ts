import { API_PATHS, type ApiClient, type FilterOption, type OptionsResponse } from 'shared-contracts';

/** GET /rankings/options/states/: the states with ranked institutes that year (no "All States" entry). */
export async function getRankingStates(api: ApiClient, year: number, signal?: AbortSignal): Promise<FilterOption[]> {
  const response = await api.get<OptionsResponse>(API_PATHS.rankingStates, { params: { year }, signal });
  return response.options ?? [];
}
