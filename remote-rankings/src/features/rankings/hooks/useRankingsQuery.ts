import { startTransition, useCallback, useEffect, useState } from 'react';
import { DEFAULT_RANKINGS_SORT, type RankingsQuery, type RankingsResponse } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { getRankings } from '../api/getRankings';
import type { RankingsRequest } from '../types';

export type RankingsStatus = 'idle' | 'loading' | 'success' | 'error';

export function toRankingsQuery(request: RankingsRequest): RankingsQuery {
  const base = { year: request.year, state: request.state || undefined, ...DEFAULT_RANKINGS_SORT };
  return request.pageSize === 'all' ? { ...base, all: true } : { ...base, page: request.page, page_size: request.pageSize };
}

interface QueryState {
  status: RankingsStatus;
  data: RankingsResponse | null;
}

/**
 * Loads the rankings for a request; null means "nothing asked yet" (the list is cleared). While a new
 * page loads the previous one stays visible, so the table does not jump.
 */
export function useRankingsQuery(request: RankingsRequest | null) {
  const { api } = useShell();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<QueryState>({ status: request ? 'loading' : 'idle', data: null });

  useEffect(() => {
    if (!request) {
      setState({ status: 'idle', data: null });
      return undefined;
    }
    // A flag instead of an AbortSignal: the shared client reports an aborted call as a connection error
    // (global alert), so a superseded response is simply ignored.
    let superseded = false;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    getRankings(api, toRankingsQuery(request)).then(
      (data) => {
        // A transition: React renders the (long) list in slices, yielding to the browser in between,
        // instead of one long task that blocks input on a slow phone.
        if (!superseded) startTransition(() => setState({ status: 'success', data }));
      },
      () => {
        if (!superseded) setState({ status: 'error', data: null });
      },
    );
    return () => {
      superseded = true;
    };
  }, [api, request, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
