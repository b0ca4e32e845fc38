import type { MhtcetFinderResponse } from 'shared-contracts';
import { useApiQuery, useShell } from 'shared-contracts/react';
import { getMhtcetFinder, type MhtcetFinderQuery } from '../../finder-common';

/** One page of the MHT-CET finder for `query` (null: nothing to search yet); `error` keeps a 400's reason. */
export function useMhtcetFinder(query: MhtcetFinderQuery | null) {
  const { api } = useShell();
  const key = query ? JSON.stringify(query) : null;
  const result = useApiQuery<MhtcetFinderResponse>(key, (signal) => getMhtcetFinder(api, query as MhtcetFinderQuery, signal));
  return { ...result, key };
}
