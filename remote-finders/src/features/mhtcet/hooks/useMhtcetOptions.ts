import type { FilterOption } from 'shared-contracts';
import { useApiQuery, useShell } from 'shared-contracts/react';
import { ALL_CAP_ROUNDS, getMhtcetBranches, getMhtcetRounds } from '../../finder-common';
import { getMhtcetDistricts } from '../api/getMhtcetDistricts';
import { getMhtcetQuotas } from '../api/getMhtcetQuotas';
import { getMhtcetSeatTypes } from '../api/getMhtcetSeatTypes';

export interface MhtcetOptionLists {
  quotas: FilterOption[];
  seatTypes: FilterOption[];
  districts: FilterOption[];
}

/** The quota, seat-type and district lists (loaded once), the year's rounds, and (for logged-in users) the year's branches. */
export function useMhtcetOptions(year: number, loadBranches: boolean) {
  const { api } = useShell();
  const lists = useApiQuery<MhtcetOptionLists>('lists', async (signal) => {
    const [quotas, seatTypes, districts] = await Promise.all([getMhtcetQuotas(api, signal), getMhtcetSeatTypes(api, signal), getMhtcetDistricts(api, signal)]);
    return { quotas, seatTypes, districts };
  });
  // No year yet (the year list is loading): nothing to ask for.
  const rounds = useApiQuery<FilterOption[]>(year ? `rounds:${year}` : null, (signal) => getMhtcetRounds(api, { year }, signal));
  const branches = useApiQuery<FilterOption[]>(loadBranches && year ? `branches:${year}` : null, (signal) => getMhtcetBranches(api, year, signal));

  return {
    status: lists.status === 'success' ? ('ready' as const) : lists.status === 'error' ? ('error' as const) : ('loading' as const),
    quotas: lists.data?.quotas ?? [],
    seatTypes: lists.data?.seatTypes ?? [],
    districts: lists.data?.districts ?? [],
    rounds: rounds.status === 'error' ? ALL_CAP_ROUNDS : (rounds.data ?? []),
    roundsLoading: rounds.status === 'loading',
    branches: branches.data ?? [],
    branchesLoading: branches.status === 'loading',
    retry: lists.retry,
  };
}
