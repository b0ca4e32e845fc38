import { DEFAULT_RANKINGS_SORT, type RankingsQuery } from 'shared-contracts';
import { useApiQuery, useShell } from 'shared-contracts/react';
import { getRankings } from '../api/getRankings';
import type { RankingsRequest } from '../model/types';

export type RankingsStatus = 'idle' | 'loading' | 'success' | 'error';

export function toRankingsQuery(request: RankingsRequest): RankingsQuery {
  const base = { year: request.year, state: request.state || undefined, ...DEFAULT_RANKINGS_SORT };
  return request.pageSize === 'all' ? { ...base, all: true } : { ...base, page: request.page, page_size: request.pageSize };
}

// Each request the page makes is loaded afresh, even with the same filters (Get Rankings twice reloads),
// so a request's key is its identity, not its content.
const requestKeys = new WeakMap<RankingsRequest, string>();
let requestCount = 0;
function keyOf(request: RankingsRequest): string {
  let key = requestKeys.get(request);
  if (key === undefined) {
    requestCount += 1;
    key = `rankings-${requestCount}`;
    requestKeys.set(request, key);
  }
  return key;
}

/**
 * Loads the rankings for a request; null means "nothing asked yet" (the list is cleared). While a new
 * page loads the previous one stays visible, so the table does not jump.
 */
export function useRankingsQuery(request: RankingsRequest | null) {
  const { api } = useShell();
  const { status, data, retry } = useApiQuery(
    request ? keyOf(request) : null,
    // Called only while the key is set, that is while there is a request.
    (signal) => getRankings(api, toRankingsQuery(request as RankingsRequest), signal),
  );
  return { status, data, retry };
}
