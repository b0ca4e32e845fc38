import type { JeeFinderResponse, JeeFinderSeatResponse } from 'shared-contracts';
import { useApiQuery, useShell } from 'shared-contracts/react';
import { getJosaaFinder, type JosaaFinderQuery } from '../api/getJosaaFinder';

/**
 * Runs the finder query in one view; null (or a query of the other view) means "nothing to search here".
 * Each view has its own hook so an answer of one view is never shown as the other while the next loads.
 * A superseded search is aborted.
 */
function useFinderView<Response extends JeeFinderResponse | JeeFinderSeatResponse>(query: JosaaFinderQuery | null) {
  const { api } = useShell();
  const key = query ? JSON.stringify(query) : null;
  return useApiQuery<Response>(key, (signal) => getJosaaFinder<Response>(api, query as JosaaFinderQuery, signal));
}

/** The round list: one row per published cut-off (the spec's finder). */
export const useJosaaFinder = (query: JosaaFinderQuery | null) => useFinderView<JeeFinderResponse>(query && query.view !== 'seat' ? query : null);

/** The seat view: one row per seat with every round of the year. */
export const useJosaaSeatFinder = (query: JosaaFinderQuery | null) => useFinderView<JeeFinderSeatResponse>(query?.view === 'seat' ? query : null);
