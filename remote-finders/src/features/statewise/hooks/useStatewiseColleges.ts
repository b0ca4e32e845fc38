import type { MhtcetFinderResponse } from 'shared-contracts';
import { useApiQuery, useShell } from 'shared-contracts/react';
import { getStatewiseColleges, type StatewiseQuery } from '../api/getStatewiseColleges';

/** One page of the state-wise finder for `query` (null: nothing to search yet); `error` keeps a 400's reason. */
export function useStatewiseColleges(query: StatewiseQuery | null) {
  const { api } = useShell();
  const key = query ? JSON.stringify(query) : null;
  const result = useApiQuery<MhtcetFinderResponse>(key, (signal) => getStatewiseColleges(api, query as StatewiseQuery, signal));
  return { ...result, key };
}
