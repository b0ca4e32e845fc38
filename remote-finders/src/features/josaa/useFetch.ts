import { useCallback, useEffect, useRef, useState } from 'react';

export type FetchState<T> =
  | { status: 'idle'; data: null }
  | { status: 'loading'; data: T | null }
  | { status: 'success'; data: T }
  | { status: 'error'; data: null };

/**
 * Runs `load` whenever `key` changes (null: nothing to load). The previous data stays while the next
 * loads; an answer for a superseded key is ignored.
 */
export function useFetch<T>(key: string | null, load: () => Promise<T>) {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FetchState<T>>(key ? { status: 'loading', data: null } : { status: 'idle', data: null });

  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle', data: null });
      return undefined;
    }
    let superseded = false;
    setState((previous) => ({ status: 'loading', data: previous.status === 'success' || previous.status === 'loading' ? previous.data : null }));
    loadRef.current().then(
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
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
