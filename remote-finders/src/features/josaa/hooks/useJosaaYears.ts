import type { FilterOption } from 'shared-contracts';
import { useApiQuery, useShell } from 'shared-contracts/react';
import { getJosaaOptions } from '../api/getJosaaOptions';

/** The JoSAA years with data, newest first (loaded once). */
export function useJosaaYears() {
  const { api } = useShell();
  return useApiQuery<FilterOption[]>('years', (signal) => getJosaaOptions(api, 'years', {}, signal));
}
