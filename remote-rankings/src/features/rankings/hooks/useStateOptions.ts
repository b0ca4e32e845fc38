import { useMemo } from 'react';
import type { FilterOption } from 'shared-contracts';
import { useApiQuery, useShell } from 'shared-contracts/react';
import { getRankingStates } from '../api/getRankingStates';

export type StateOptionsStatus = 'loading' | 'ready' | 'error';

interface StateOptions {
  status: StateOptionsStatus;
  options: FilterOption[];
}

const NO_OPTIONS: FilterOption[] = [];

/** The state options for a year. The previous year's list stays while the next loads, so the select keeps its value. */
export function useStateOptions(year: number): StateOptions {
  const { api } = useShell();
  const query = useApiQuery(String(year), (signal) => getRankingStates(api, year, signal));
  // On failure the client has already raised the global alert; the select falls back to All States only.
  const status: StateOptionsStatus = query.status === 'success' ? 'ready' : query.status === 'error' ? 'error' : 'loading';
  const options = query.data ?? NO_OPTIONS;
  return useMemo(() => ({ status, options }), [status, options]);
}
