// React side of the shell contract: the context every remote reads the shell from, the global style, and
// the standalone shell a remote runs in without the host (its code loads only when a standalone page asks).
import { lazy, Suspense, type ComponentProps } from 'react';

export { GlobalStyle, ShellProvider, fetchRuntimeConfig, useShell } from './context';

const LazyStandaloneShell = lazy(() => import('./standalone').then((m) => ({ default: m.StandaloneShell })));

/** Frame for a remote running alone, mounted at the same paths as in the host (see ./standalone). */
export function StandaloneShell(props: ComponentProps<typeof LazyStandaloneShell>) {
  return (
    <Suspense fallback={null}>
      <LazyStandaloneShell {...props} />
    </Suspense>
  );
}

export { Head, HeadProvider } from './head/Head';
export type { HeadProps } from './head/Head';
export { useApiQuery, badRequestDetail } from './useApiQuery';
export type { ApiQuery, ApiQueryOptions, ApiQueryState, ApiQueryStatus } from './useApiQuery';
export {
  REMOTE_LOAD_TIMEOUT_MS,
  RemoteComponentView,
  RemoteErrorBoundary,
  forgetRemoteComponents,
  loadRemoteComponent,
  useRemoteComponent,
} from './remoteComponent';
export type { RemoteComponentLoad, RemoteComponentState, RemoteComponentViewProps, UseRemoteComponentOptions } from './remoteComponent';
