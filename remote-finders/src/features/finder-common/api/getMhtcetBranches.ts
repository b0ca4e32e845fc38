import { API_PATHS, type ApiClient, type FilterOption } from 'shared-contracts';
import { readOptions, type OptionsPayload } from './readOptions';

/** GET /cutoffs/options/mhtcet/branches/?year= (key `branches` or `options`): the branch names of that year. */
export async function getMhtcetBranches(api: ApiClient, year: number, signal?: AbortSignal): Promise<FilterOption[]> {
  const payload = await api.get<OptionsPayload>(API_PATHS.mhtcetOptions('branches'), { params: { year }, signal, silent: true });
  return readOptions(payload, ['branches']);
}
