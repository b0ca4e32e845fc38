import { useEffect, useState } from 'react';
import type { FilterOption } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { getRankingStates } from '../api/getRankingStates';

export type StateOptionsStatus = 'loading' | 'ready' | 'error';

interface StateOptions {
  status: StateOptionsStatus;
  options: FilterOption[];
}

/** The state options for a year. The previous year's list stays while the next loads, so the select keeps its value. */
export function useStateOptions(year: number): StateOptions {
  const { api } = useShell();
  const [state, setState] = useState<StateOptions>({ status: 'loading', options: [] });

  useEffect(() => {
    let superseded = false;
    setState((previous) => ({ status: 'loading', options: previous.options }));
    getRankingStates(api, year).then(
      (options) => {
        if (!superseded) setState({ status: 'ready', options });
      },
      // The client has already raised the global alert; the select falls back to All States only.
      () => {
        if (!superseded) setState({ status: 'error', options: [] });
      },
    );
    return () => {
      superseded = true;
    };
  }, [api, year]);

  return state;
}
