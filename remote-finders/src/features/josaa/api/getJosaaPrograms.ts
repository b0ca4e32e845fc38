import { API_PATHS, type ApiClient, type FilterOption, type OptionsResponse } from 'shared-contracts';

/** GET /cutoffs/josaa/programs/?institute=: the OR-CR tool's programs of one institute. */
export async function getJosaaPrograms(api: ApiClient, institute: string, signal?: AbortSignal): Promise<FilterOption[]> {
  const data = await api.get<OptionsResponse>(API_PATHS.josaaPrograms, { params: { institute }, signal, silent: true });
  if (!data || !Array.isArray(data.options)) throw new Error('Unexpected programs response');
  return data.options;
}
