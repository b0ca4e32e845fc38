import type { ApiClient, FilterOption } from 'shared-contracts';
import { getMhtcetRounds } from '../../finder-common';

/** The CAP rounds that have an All India (JEE Main) list in `year`: /cutoffs/options/mhtcet/rounds/?quota=All India Seats&year=. */
export const getStatewiseRounds = (api: ApiClient, year: number, signal?: AbortSignal): Promise<FilterOption[]> =>
  getMhtcetRounds(api, { year, allIndia: true }, signal);
