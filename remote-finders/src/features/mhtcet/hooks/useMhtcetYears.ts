import { useShell } from 'shared-contracts/react';
import { getMhtcetYears } from '../api/getMhtcetYears';
import { useRequest } from './useRequest';

const NO_YEARS: number[] = [];

/** The MHT-CET and state-wise finders' years: those with data, newest first (empty until they arrive). */
export function useMhtcetYears() {
  const { api } = useShell();
  const request = useRequest<number[]>('years', (signal) => getMhtcetYears(api, signal));
  return { status: request.status, years: request.data ?? NO_YEARS, retry: request.retry };
}
