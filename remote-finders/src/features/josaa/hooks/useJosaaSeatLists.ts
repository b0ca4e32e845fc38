import type { FilterOption } from 'shared-contracts';
import { useApiQuery, useShell } from 'shared-contracts/react';
import { getJosaaOptions } from '../api/getJosaaOptions';

export interface JosaaSeatLists {
  quotas: FilterOption[];
  seatTypes: FilterOption[];
  genders: FilterOption[];
}

/** The lists that name a seat (quota, seat type, gender), loaded once: the OR-CR tool's trend pickers and labels. */
export function useJosaaSeatLists() {
  const { api } = useShell();
  return useApiQuery<JosaaSeatLists>('seat-lists', async (signal) => {
    const [quotas, seatTypes, genders] = await Promise.all([
      getJosaaOptions(api, 'quotas', {}, signal),
      getJosaaOptions(api, 'seat-types', {}, signal),
      getJosaaOptions(api, 'genders', {}, signal),
    ]);
    return { quotas, seatTypes, genders };
  });
}
