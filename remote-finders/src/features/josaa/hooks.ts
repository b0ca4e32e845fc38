import { useCallback, useEffect, useState } from 'react';
import type { FilterOption, JeeFinderResponse } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { getJosaaFinder, getJosaaOptions, type JosaaFinderQuery } from './api';

export interface JosaaOptions {
  /** The years with data, newest first (no ALL). */
  years: FilterOption[];
  examTypes: FilterOption[];
  quotas: FilterOption[];
  seatTypes: FilterOption[];
  genders: FilterOption[];
  rounds: FilterOption[];
}

const EMPTY: JosaaOptions = { years: [], examTypes: [], quotas: [], seatTypes: [], genders: [], rounds: [] };

/**
 * The finder's option lists from the API (each but the years starts with ALL). The fixed lists load once;
 * the rounds follow the chosen year. status is 'loading' until the fixed lists are in.
 */
export function useJosaaOptions(year: string) {
  const { api } = useShell();
  const [attempt, setAttempt] = useState(0);
  const [fixed, setFixed] = useState<{ status: 'loading' | 'ready' | 'error'; lists: Omit<JosaaOptions, 'rounds'> }>({
    status: 'loading',
    lists: EMPTY,
  });
  const [rounds, setRounds] = useState<FilterOption[]>([]);

  useEffect(() => {
    let cancelled = false;
    setFixed((current) => ({ ...current, status: 'loading' }));
    Promise.all([
      getJosaaOptions(api, 'years'),
      getJosaaOptions(api, 'exam-types'),
      getJosaaOptions(api, 'quotas'),
      getJosaaOptions(api, 'seat-types'),
      getJosaaOptions(api, 'genders'),
    ]).then(
      ([years, examTypes, quotas, seatTypes, genders]) => {
        if (!cancelled) setFixed({ status: 'ready', lists: { years, examTypes, quotas, seatTypes, genders } });
      },
      () => {
        if (!cancelled) setFixed({ status: 'error', lists: EMPTY });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, attempt]);

  useEffect(() => {
    let cancelled = false;
    getJosaaOptions(api, 'rounds', year ? { year } : {}).then(
      (options) => {
        if (!cancelled) setRounds(options);
      },
      () => {
        // Without the year's rounds the list offers ALL only; the search itself still works.
        if (!cancelled) setRounds([{ value: 'ALL', label: 'All' }]);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, year, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { status: fixed.status, options: { ...fixed.lists, rounds } as JosaaOptions, retry };
}

export type FinderStatus = 'idle' | 'loading' | 'success' | 'error';

/** Runs the finder query; null means "nothing to search yet". A superseded answer is ignored. */
export function useJosaaFinder(query: JosaaFinderQuery | null) {
  const { api } = useShell();
  const key = query ? JSON.stringify(query) : null;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: FinderStatus; data: JeeFinderResponse | null }>({
    status: key ? 'loading' : 'idle',
    data: null,
  });

  useEffect(() => {
    if (!key) {
      setState({ status: 'idle', data: null });
      return undefined;
    }
    let superseded = false;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    getJosaaFinder(api, JSON.parse(key) as JosaaFinderQuery).then(
      (data) => {
        if (!superseded) setState({ status: 'success', data });
      },
      () => {
        if (!superseded) setState({ status: 'error', data: null });
      },
    );
    return () => {
      superseded = true;
    };
  }, [api, key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
