import type { FilterOption } from 'shared-contracts';
import { useApiQuery, useShell } from 'shared-contracts/react';
import { getJosaaOptions } from '../api/getJosaaOptions';

const NO_STATES: FilterOption[] = [];

/**
 * The states and union territories a student can name as home state. Loaded apart from the other lists: when it
 * fails the form still works, offering "Not set" (every seat) only.
 */
export function useJosaaHomeStates(): FilterOption[] {
  const { api } = useShell();
  const states = useApiQuery<FilterOption[]>('home-states', (signal) => getJosaaOptions(api, 'home-states', {}, signal));
  return states.data ?? NO_STATES;
}
