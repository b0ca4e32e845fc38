import { API_PATHS, STATEWISE_QUOTA, type ApiClient, type FilterOption } from 'shared-contracts';
import { readOptions, type OptionsPayload } from './readOptions';

export interface RoundsQuery {
  /** That year's rounds only (every round with a list when left out). */
  year?: number;
  /** The rounds of the All India lists (the state-wise finder) instead of the Maharashtra lists. */
  allIndia?: boolean;
}

/** GET /cutoffs/options/mhtcet/rounds/ (key `rounds` or `options`): value "1".."4", label "CAP Round I".. */
export async function getMhtcetRounds(api: ApiClient, query: RoundsQuery = {}, signal?: AbortSignal): Promise<FilterOption[]> {
  const payload = await api.get<OptionsPayload>(API_PATHS.mhtcetOptions('rounds'), {
    params: { year: query.year, quota: query.allIndia ? STATEWISE_QUOTA : undefined },
    signal,
    silent: true,
  });
  return readOptions(payload, ['rounds']);
}
