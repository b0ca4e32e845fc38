import type { JosaaSeatsResponse } from 'shared-contracts';
import { useApiQuery, useShell } from 'shared-contracts/react';
import { getJosaaSeats, type SeatsQuery } from '../api/getJosaaSeats';

/** The seats of an institute in a year and round (null: not chosen yet, nothing to load). */
export function useJosaaSeats(query: SeatsQuery | null) {
  const { api } = useShell();
  return useApiQuery<JosaaSeatsResponse>(query ? JSON.stringify(query) : null, (signal) => getJosaaSeats(api, query as SeatsQuery, signal));
}
