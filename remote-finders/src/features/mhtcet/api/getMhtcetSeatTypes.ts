import { API_PATHS, STATEWISE_SEAT_TYPE, type ApiClient, type FilterOption } from 'shared-contracts';
import { readOptions, type OptionsPayload } from '../../finder-common';

/** GET /cutoffs/options/mhtcet/seat-types/ (key `seat_types`, `seat-types` or `options`), without seat type AI. */
export async function getMhtcetSeatTypes(api: ApiClient, signal?: AbortSignal): Promise<FilterOption[]> {
  const payload = await api.get<OptionsPayload>(API_PATHS.mhtcetOptions('seat-types'), { signal, silent: true });
  return readOptions(payload, ['seat_types', 'seat-types']).filter((option) => option.value !== STATEWISE_SEAT_TYPE);
}
