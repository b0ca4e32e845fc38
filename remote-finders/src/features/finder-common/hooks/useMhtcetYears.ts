import { useShell, useApiQuery } from 'shared-contracts/react';
import { getMhtcetYears } from '../api/getMhtcetYears';

const NO_YEARS: number[] = [];

/** The MHT-CET and state-wise finders' years: those with data, newest first (empty until they arrive). */
export function useMhtcetYears() {
  const { api } = useShell();
  const query = useApiQuery<number[]>('years', (signal) => getMhtcetYears(api, signal));
  return { status: query.status, years: query.data ?? NO_YEARS, retry: query.retry };
}
