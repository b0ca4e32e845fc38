import { API_PATHS, type ApiClient, type FilterOption, type OptionsResponse } from 'shared-contracts';

/** GET /cutoffs/options/josaa/home-states/ or /cutoffs/options/mhtcet/home-universities/: the choices of "home". */
export async function getHomeOptions(api: ApiClient, exam: 'josaa' | 'mhtcet', signal: AbortSignal): Promise<FilterOption[]> {
  const path = exam === 'josaa' ? API_PATHS.josaaOptions('home-states') : API_PATHS.mhtcetOptions('home-universities');
  const { options } = await api.get<OptionsResponse>(path, { signal });
  return options;
}
