import { API_PATHS, type ApiClient, type FilterOption } from 'shared-contracts';
import { readOptions, type OptionsPayload } from '../../finder-common';

/** GET /cutoffs/options/mhtcet/districts/ (key `districts` or `options`). */
export async function getMhtcetDistricts(api: ApiClient, signal?: AbortSignal): Promise<FilterOption[]> {
  const payload = await api.get<OptionsPayload>(API_PATHS.mhtcetOptions('districts'), { signal, silent: true });
  return readOptions(payload, ['districts']);
}
