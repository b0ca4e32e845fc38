import { API_PATHS, STATEWISE_QUOTA, type ApiClient, type FilterOption } from 'shared-contracts';
import { readOptions, type OptionsPayload } from '../../finder-common';

/** Quota sections that belong to the All India lists: never offered by the MHT-CET finder. */
const ALL_INDIA_QUOTA = /all india/i;
export const isAllIndiaQuota = (value: string) => value === STATEWISE_QUOTA || ALL_INDIA_QUOTA.test(value);

/** GET /cutoffs/options/mhtcet/quotas/ (key `quotas` or `options`), without the All India quotas. */
export async function getMhtcetQuotas(api: ApiClient, signal?: AbortSignal): Promise<FilterOption[]> {
  const payload = await api.get<OptionsPayload>(API_PATHS.mhtcetOptions('quotas'), { signal, silent: true });
  return readOptions(payload, ['quotas']).filter((option) => !isAllIndiaQuota(option.value));
}
