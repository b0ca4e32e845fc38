import type { FilterOption } from 'shared-contracts';
import { useApiQuery, useShell } from 'shared-contracts/react';
import { ALL_CAP_ROUNDS, getMhtcetBranches, getMhtcetRounds } from '../../finder-common';
import { getMhtcetDistricts } from '../api/getMhtcetDistricts';
import { getMhtcetHomeUniversities } from '../api/getMhtcetHomeUniversities';
import { getMhtcetQuotas } from '../api/getMhtcetQuotas';
import { getMhtcetSeatTypes } from '../api/getMhtcetSeatTypes';

export interface MhtcetOptionLists {
  quotas: FilterOption[];
  seatTypes: FilterOption[];
  districts: FilterOption[];
}

/**
 * The quota, seat-type and district lists (loaded once), the home universities, the year's rounds, and (for
 * logged-in users) the year's branches.
 */
export function useMhtcetOptions(year: number, loadBranches: boolean) {
  const { api } = useShell();
  const lists = useApiQuery<MhtcetOptionLists>('lists', async (signal) => {
    const [quotas, seatTypes, districts] = await Promise.all([getMhtcetQuotas(api, signal), getMhtcetSeatTypes(api, signal), getMhtcetDistricts(api, signal)]);
    return { quotas, seatTypes, districts };
  });
  // No year yet (the year list is loading): nothing to ask for.
  const rounds = useApiQuery<FilterOption[]>(year ? `rounds:${year}` : null, (signal) => getMhtcetRounds(api, { year }, signal));
  // Apart from the lists the form needs: when it fails the form still works, without a home university.
  const homeUniversities = useApiQuery<FilterOption[]>('home-universities', (signal) => getMhtcetHomeUniversities(api, signal));
  const branches = useApiQuery<FilterOption[]>(loadBranches && year ? `branches:${year}` : null, (signal) => getMhtcetBranches(api, year, signal));

  return {
    status: lists.status === 'success' ? ('ready' as const) : lists.status === 'error' ? ('error' as const) : ('loading' as const),
    quotas: lists.data?.quotas ?? [],
    seatTypes: lists.data?.seatTypes ?? [],
    districts: lists.data?.districts ?? [],
    rounds: rounds.status === 'error' ? ALL_CAP_ROUNDS : (rounds.data ?? []),
    roundsLoading: rounds.status === 'loading',
    homeUniversities: homeUniversities.data ?? [],
    branches: branches.data ?? [],
    branchesLoading: branches.status === 'loading',
    retry: lists.retry,
  };
}
