import type { JosaaHistoryPoint } from 'shared-contracts';
import { useApiQuery, useShell } from 'shared-contracts/react';
import { getJosaaHistory, type HistoryQuery } from '../api/getJosaaHistory';

/** One seat's closing ranks across rounds and years (null: no seat chosen, nothing to load). */
export function useJosaaHistory(query: HistoryQuery | null) {
  const { api } = useShell();
  return useApiQuery<JosaaHistoryPoint[]>(query ? JSON.stringify(query) : null, (signal) => getJosaaHistory(api, query as HistoryQuery, signal));
}
