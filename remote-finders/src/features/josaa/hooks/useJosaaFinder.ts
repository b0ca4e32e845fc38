import type { JeeFinderResponse } from 'shared-contracts';
import { useApiQuery, useShell } from 'shared-contracts/react';
import { getJosaaFinder, type JosaaFinderQuery } from '../api/getJosaaFinder';

/** Runs the finder query; null means "nothing to search yet". A superseded search is aborted. */
export function useJosaaFinder(query: JosaaFinderQuery | null) {
  const { api } = useShell();
  const key = query ? JSON.stringify(query) : null;
  return useApiQuery<JeeFinderResponse>(key, (signal) => getJosaaFinder(api, query as JosaaFinderQuery, signal));
}
