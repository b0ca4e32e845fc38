import type { FilterOption } from 'shared-contracts';
import { useApiQuery, useShell } from 'shared-contracts/react';
import { getJosaaOptions } from '../api/getJosaaOptions';
import type { JosaaOptions } from '../model/options';

type FixedLists = Omit<JosaaOptions, 'rounds'>;
const EMPTY: FixedLists = { years: [], examTypes: [], quotas: [], seatTypes: [], genders: [] };
/** Without the year's rounds the list offers ALL only; the search itself still works. */
const ALL_ROUNDS_ONLY: FilterOption[] = [{ value: 'ALL', label: 'All' }];
const NO_ROUNDS: FilterOption[] = [];

/**
 * The finder's option lists from the API (each but the years starts with ALL). The fixed lists load once;
 * the rounds follow the chosen year, or the newest year until one is chosen: asked for only once a year is
 * known, so a page that starts without one asks once, for the year the form then shows (it asked for every
 * year's rounds before, then again for the newest, and rendered both). status is 'loading' until the fixed
 * lists are in.
 */
export function useJosaaOptions(year: string) {
  const { api } = useShell();
  const fixed = useApiQuery<FixedLists>('lists', async (signal) => {
    const [years, examTypes, quotas, seatTypes, genders] = await Promise.all([
      getJosaaOptions(api, 'years', {}, signal),
      getJosaaOptions(api, 'exam-types', {}, signal),
      getJosaaOptions(api, 'quotas', {}, signal),
      getJosaaOptions(api, 'seat-types', {}, signal),
      getJosaaOptions(api, 'genders', {}, signal),
    ]);
    return { years, examTypes, quotas, seatTypes, genders };
  });
  const roundsYear = year || fixed.data?.years[0]?.value || '';
  const rounds = useApiQuery<FilterOption[]>(roundsYear ? `rounds:${roundsYear}` : null, (signal) =>
    getJosaaOptions(api, 'rounds', { year: roundsYear }, signal),
  );

  const status = fixed.status === 'success' ? ('ready' as const) : fixed.status === 'error' ? ('error' as const) : ('loading' as const);
  const roundList = rounds.status === 'error' ? ALL_ROUNDS_ONLY : (rounds.data ?? NO_ROUNDS);
  const retry = () => {
    fixed.retry();
    rounds.retry();
  };
  return { status, options: { ...(fixed.data ?? EMPTY), rounds: roundList } as JosaaOptions, retry };
}
