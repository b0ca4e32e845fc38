import type { FilterOption } from 'shared-contracts';
import { useApiQuery, useShell } from 'shared-contracts/react';
import { getJosaaPrograms } from '../api/getJosaaPrograms';

/** The programs of `institute` ('' : none chosen, nothing to load). */
export function useJosaaPrograms(institute: string) {
  const { api } = useShell();
  return useApiQuery<FilterOption[]>(institute ? `programs:${institute}` : null, (signal) => getJosaaPrograms(api, institute, signal));
}
