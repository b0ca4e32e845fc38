import { API_PATHS, type ApiClient, type FilterOption, type OptionsResponse } from 'shared-contracts';

export type JosaaOptionList = 'years' | 'exam-types' | 'quotas' | 'seat-types' | 'genders' | 'rounds' | 'home-states';

/**
 * GET /cutoffs/options/josaa/<list>/: one of the JoSAA finder's option lists (each but the years and the
 * home states starts with ALL).
 */
export async function getJosaaOptions(api: ApiClient, list: JosaaOptionList, params: Record<string, string> = {}, signal?: AbortSignal): Promise<FilterOption[]> {
  const data = await api.get<OptionsResponse>(API_PATHS.josaaOptions(list), { params, signal, silent: true });
  if (!data || !Array.isArray(data.options)) throw new Error(`Unexpected ${list} options`);
  return data.options;
}
