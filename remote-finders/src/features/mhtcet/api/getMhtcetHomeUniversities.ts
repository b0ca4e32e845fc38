import { API_PATHS, type ApiClient, type FilterOption } from 'shared-contracts';
import { readOptions, type OptionsPayload } from '../../finder-common';

/** GET /cutoffs/options/mhtcet/home-universities/: the home universities of the colleges in the data. */
export async function getMhtcetHomeUniversities(api: ApiClient, signal?: AbortSignal): Promise<FilterOption[]> {
  const payload = await api.get<OptionsPayload>(API_PATHS.mhtcetOptions('home-universities'), { signal, silent: true });
  return readOptions(payload, []);
}
