import type { FilterOption } from 'shared-contracts';
import { useApiQuery, useShell } from 'shared-contracts/react';
import { ALL_CAP_ROUNDS, getMhtcetBranches } from '../../finder-common';
import { getStatewiseRounds } from '../api/getStatewiseRounds';

/** The year's rounds with an All India list, and (for logged-in users) the year's branches. */
export function useStatewiseOptions(year: number, loadBranches: boolean) {
  const { api } = useShell();
  // No year yet (the year list is loading): nothing to ask for.
  const rounds = useApiQuery<FilterOption[]>(year ? `rounds:${year}` : null, (signal) => getStatewiseRounds(api, year, signal));
  const branches = useApiQuery<FilterOption[]>(loadBranches && year ? `branches:${year}` : null, (signal) => getMhtcetBranches(api, year, signal));
  return {
    /** Every CAP round when the year's list cannot be read. */
    rounds: rounds.status === 'error' ? ALL_CAP_ROUNDS : (rounds.data ?? []),
    roundsStatus: rounds.status,
    branches: branches.data ?? [],
    branchesLoading: branches.status === 'loading',
  };
}
