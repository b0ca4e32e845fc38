import { MHTCET_ROUNDS, mhtcetRoundLabel, type FilterOption } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { getMhtcetBranches } from '../api/getMhtcetBranches';
import { getMhtcetDistricts } from '../api/getMhtcetDistricts';
import { getMhtcetQuotas } from '../api/getMhtcetQuotas';
import { getMhtcetRounds } from '../api/getMhtcetRounds';
import { getMhtcetSeatTypes } from '../api/getMhtcetSeatTypes';
import { useRequest } from './useRequest';

export interface MhtcetOptionLists {
  quotas: FilterOption[];
  seatTypes: FilterOption[];
  districts: FilterOption[];
}

/** Every CAP round, for when the year's own list cannot be read. */
export const ALL_CAP_ROUNDS: FilterOption[] = MHTCET_ROUNDS.map((round) => ({ value: String(round), label: mhtcetRoundLabel(round) }));

/** The quota, seat-type and district lists (loaded once), the year's rounds, and (for logged-in users) the year's branches. */
export function useMhtcetOptions(year: number, loadBranches: boolean) {
  const { api } = useShell();
  const lists = useRequest<MhtcetOptionLists>('lists', async (signal) => {
    const [quotas, seatTypes, districts] = await Promise.all([getMhtcetQuotas(api, signal), getMhtcetSeatTypes(api, signal), getMhtcetDistricts(api, signal)]);
    return { quotas, seatTypes, districts };
  });
  // No year yet (the year list is loading): nothing to ask for.
  const rounds = useRequest<FilterOption[]>(year ? `rounds:${year}` : null, (signal) => getMhtcetRounds(api, { year }, signal));
  const branches = useRequest<FilterOption[]>(loadBranches && year ? `branches:${year}` : null, (signal) => getMhtcetBranches(api, year, signal));

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
