import * as runtimeCore from 'federation-runtime-core';

/**
 * Hands the host's federation runtime core to the remotes, which are built without their own
 * (`externalRuntime` in webpack.federation.cjs): each remote entry is 38-63 KB smaller to fetch, compile and run.
 * Must run before any remote entry is evaluated.
 */
export function provideRuntimeCore(): void {
  (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;
}
