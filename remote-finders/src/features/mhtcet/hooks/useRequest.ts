import { useCallback, useEffect, useState } from 'react';

export type RequestStatus = 'idle' | 'loading' | 'success' | 'error';

export interface RequestState<T> {
  status: RequestStatus;
  data: T | null;
  error: unknown;
}

/**
 * Runs `load` whenever `key` changes (null: nothing to load, state idle) and keeps the newest answer.
 * A superseded call is aborted and its answer ignored. While a new answer loads the previous data
 * stays, so tables do not jump between pages.
 */
export function useRequest<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RequestState<T>>({ status: key === null ? 'idle' : 'loading', data: null, error: null });

  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle', data: null, error: null });
      return undefined;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data, error: null }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', data: null, error });
      },
    );
    return () => controller.abort();
    // `load` is read fresh on each key change; the key says when to reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

/** The server's reason for a 400 (the API names the bad value in `detail`), to show instead of the generic failure. */
export function badRequestDetail(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { status, detail } = error as { status?: unknown; detail?: unknown };
  return status === 400 && typeof detail === 'string' && detail !== '' ? detail : undefined;
}
