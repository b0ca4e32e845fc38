import { API_PATHS, type ApiClient } from 'shared-contracts';
import { readOptions, type OptionsPayload } from './readOptions';

/** GET /cutoffs/options/mhtcet/years/: the years whose CAP lists are imported, newest first. */
export async function getMhtcetYears(api: ApiClient, signal?: AbortSignal): Promise<number[]> {
  const payload = await api.get<OptionsPayload>(API_PATHS.mhtcetOptions('years'), { signal, silent: true });
  return readOptions(payload, ['years'])
    .map((option) => Number(option.value))
    .filter((year) => Number.isInteger(year))
    .sort((a, b) => b - a);
}
