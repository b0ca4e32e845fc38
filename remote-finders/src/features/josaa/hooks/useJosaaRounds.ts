import type { FilterOption } from 'shared-contracts';
import { useApiQuery, useShell } from 'shared-contracts/react';
import { getJosaaOptions } from '../api/getJosaaOptions';
import { withoutAll } from '../model/options';

/** The rounds published for `year`, without ALL ('' : no year yet, nothing to load). */
export function useJosaaRounds(year: string) {
  const { api } = useShell();
  return useApiQuery<FilterOption[]>(year ? `rounds:${year}` : null, (signal) => getJosaaOptions(api, 'rounds', { year }, signal).then(withoutAll));
}
