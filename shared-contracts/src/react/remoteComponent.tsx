// Loading a component from another remote at run time, written once for the host's sections and the
// finders' predictor widgets: a deadline, a cache for the page's life, a Retry that makes the runtime fetch
// the remote again, and an error boundary. The federation runtime's loadRemote is passed in, so this
// package does not depend on the Module Federation packages.
import { Component, useCallback, useRef, type ComponentType, type ReactNode } from 'react';
import { useApiQuery } from './useApiQuery';

/**
 * A remote that neither answers nor fails (a stalled connection, an overloaded CDN) counts as failed after
 * this, so its area shows the panel with Retry instead of a spinner for ever.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 20_000;

export interface RemoteComponentLoad {
  /** Asks the federation runtime for the module, e.g. () => loadRemote('blog/App'). */
  load: () => Promise<unknown>;
  /** Names the module in errors, e.g. "Remote blog". */
  label: string;
  /** What the module should provide, for the error when it does not (default "a component"). */
  exposes?: string;
  timeoutMs?: number;
}

/** A React component value: a function or class, or what memo/forwardRef/lazy make (an object with $$typeof). */
function isComponent(value: unknown): value is ComponentType<never> {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/**
 * Loads a remote module and answers the component it exposes (its default export, or the module itself);
 * rejects when the remote is down, slower than the deadline or exposes nothing usable.
 */
export async function loadRemoteComponent<P>({ load, label, exposes = 'a component', timeoutMs = REMOTE_LOAD_TIMEOUT_MS }: RemoteComponentLoad): Promise<ComponentType<P>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label} did not load within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const module = await Promise.race([load(), deadline]);
    const exported = module && typeof module === 'object' && 'default' in module ? module.default : module;
    if (!isComponent(exported)) throw new Error(`${label} did not provide ${exposes}`);
    return exported as ComponentType<P>;
  } finally {
    clearTimeout(timer);
  }
}

// Loaded components stay for the page's life, so moving between routes or tabs does not load them again.
const loadedComponents = new Map<string, ComponentType<never>>();

/** Forgets the loaded components whose id starts with `idPrefix` (all by default): for tests. */
export function forgetRemoteComponents(idPrefix = ''): void {
  for (const id of [...loadedComponents.keys()]) if (id.startsWith(idPrefix)) loadedComponents.delete(id);
}

export type RemoteComponentState<P> =
  | { status: 'loading'; Component: null; retry: () => void }
  | { status: 'ready'; Component: ComponentType<P>; retry: () => void }
  | { status: 'failed'; Component: null; retry: () => void };

export interface UseRemoteComponentOptions<P> {
  /** The module's id in the cache, e.g. "blog/App". */
  id: string;
  /** Named in the console when the load fails, e.g. "the blog section". */
  label: string;
  /** Loads the component; `retrying` is true after Retry, when the runtime must fetch the remote again. */
  load: (retrying: boolean) => Promise<ComponentType<P>>;
}

/** A remote component, loaded once per page; `retry` forgets it and loads it again with `retrying`. */
export function useRemoteComponent<P>({ id, label, load }: UseRemoteComponentOptions<P>): RemoteComponentState<P> {
  const retrying = useRef(false);
  const cached = loadedComponents.get(id) as ComponentType<P> | undefined;
  const query = useApiQuery<ComponentType<P>>(
    cached ? null : id,
    async () => {
      const forced = retrying.current;
      retrying.current = false;
      try {
        const loaded = await load(forced);
        // Kept even when the area that asked is gone: the next visit shows it at once.
        loadedComponents.set(id, loaded as ComponentType<never>);
        return loaded;
      } catch (error) {
        console.error(`Could not load ${label}`, error);
        throw error;
      }
    },
    // The remote's whole page renders when its module arrives, as an answer does: as a transition, in slices.
    { keepPrevious: false },
  );
  const { retry: loadAgain } = query;
  const retry = useCallback(() => {
    loadedComponents.delete(id);
    retrying.current = true;
    loadAgain();
  }, [id, loadAgain]);

  if (cached) return { status: 'ready', Component: cached, retry };
  if (query.status === 'success' && query.data) return { status: 'ready', Component: query.data, retry };
  if (query.status === 'error') return { status: 'failed', Component: null, retry };
  return { status: 'loading', Component: null, retry };
}

interface RemoteErrorBoundaryProps {
  /** Named in the console, e.g. "A section" failed while rendering. */
  label: string;
  fallback: (error: Error, reset: () => void) => ReactNode;
  children: ReactNode;
}

/** Catches a remote component that throws while rendering, so the rest of the page keeps working. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`${this.props.label} failed while rendering`, error);
  }

  reset = () => this.setState({ error: null });

  override render() {
    if (this.state.error) return this.props.fallback(this.state.error, this.reset);
    return this.props.children;
  }
}

export interface RemoteComponentViewProps<P> {
  remote: RemoteComponentState<P>;
  /** Named in the console when the component throws, e.g. "A section". */
  label: string;
  /** Shown while it loads. */
  loading: ReactNode;
  /** Shown when it could not be loaded or threw while rendering; `retry` loads it again. */
  failed: (retry: () => void) => ReactNode;
  /** Renders the loaded component. */
  children: (Loaded: ComponentType<P>) => ReactNode;
}

/** A remote component's area: its loading state, the failure panel with Retry, and the error boundary. */
export function RemoteComponentView<P>({ remote, label, loading, failed, children }: RemoteComponentViewProps<P>) {
  if (remote.status === 'loading') return <>{loading}</>;
  if (remote.status === 'failed') return <>{failed(remote.retry)}</>;
  return (
    <RemoteErrorBoundary
      label={label}
      fallback={(_error, reset) =>
        failed(() => {
          reset();
          remote.retry();
        })
      }
    >
      {children(remote.Component)}
    </RemoteErrorBoundary>
  );
}
