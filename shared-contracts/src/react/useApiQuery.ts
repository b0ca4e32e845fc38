// The one way a page loads server data: a key that says what is wanted (null: nothing yet) and a load
// function given an AbortSignal. docs/adr/0001-one-way-to-fetch.md says why this and not a library.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type ApiQueryStatus = 'idle' | 'loading' | 'success' | 'error';

export interface ApiQueryState<T> {
  status: ApiQueryStatus;
  /** The newest answer; while the next key loads, the previous answer stays (tables do not jump). */
  data: T | null;
  /** What the load threw, for callers that show the server's reason (e.g. a 400's detail). */
  error: unknown;
}

export interface ApiQueryOptions {
  /** Drop the previous answer when the key changes (default: keep it while the next loads). */
  keepPrevious?: boolean;
  /**
   * Render an answer as a transition (the default): React renders it in slices, yielding to the browser in
   * between, instead of one long task that blocks input on a slow phone. A page's answers arrive while it
   * starts, when that one task would hold up the reader's first tap.
   */
  transition?: boolean;
}

export interface ApiQuery<T> extends ApiQueryState<T> {
  /** Loads the same key again (a "Try again" button). */
  retry: () => void;
}

/**
 * Runs `load` whenever `key` changes. A superseded load is aborted and its answer or failure ignored, so
 * the state always belongs to the newest key; an abort is never shown as an error. `load` is read fresh
 * on each run: the key alone says when to load again.
 */
export function useApiQuery<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, options: ApiQueryOptions = {}): ApiQuery<T> {
  const keepPrevious = options.keepPrevious ?? true;
  const transition = options.transition ?? true;
  const loadRef = useRef(load);
  loadRef.current = load;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ApiQueryState<T>>({ status: key === null ? 'idle' : 'loading', data: null, error: null });

  useEffect(() => {
    if (key === null) {
      // As below: a query that starts idle is left as it is, not rendered again with an equal new state.
      setState((previous) => (previous.status === 'idle' && previous.data === null && previous.error === null ? previous : { status: 'idle', data: null, error: null }));
      return undefined;
    }
    const controller = new AbortController();
    // Unchanged state is returned as is: React then skips re-rendering the caller (on mount the state is
    // already "loading", and a new object would re-render the whole page below it, in one blocking task).
    setState((previous) =>
      previous.status === 'loading' && (keepPrevious || previous.data === null)
        ? previous
        : { status: 'loading', data: keepPrevious ? previous.data : null, error: null },
    );
    loadRef.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        const show = () => setState({ status: 'success', data, error: null });
        if (transition) startTransition(show);
        else show();
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', data: null, error });
      },
    );
    return () => controller.abort();
  }, [key, attempt, keepPrevious, transition]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

/** The server's reason for a 400 (the API names the bad value in `detail`), to show instead of the generic failure. */
export function badRequestDetail(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { status, detail } = error as { status?: unknown; detail?: unknown };
  return status === 400 && typeof detail === 'string' && detail !== '' ? detail : undefined;
}
