// The federation SDK's environment checks (@module-federation/sdk, dist/env.js) as the browser bundles take
// them (webpack.federation.cjs replaces that file with this one): the same checks, except that debug mode is
// decided by the build alone. The SDK's own check also reads a switch from localStorage, and the runtime asks
// for it while the host's entry script evaluates: the page's first use of localStorage, where the browser
// opens the site's storage on the main thread (milliseconds of work: docs/benchmarks.md) inside a task that is
// long already (docs/adr/0062-federation-debug-mode-from-the-build.md).
/* global ENV_TARGET, FEDERATION_DEBUG, window -- the first two set by a build's DefinePlugin, if at all; window in a browser */

export const isBrowserEnvValue =
  typeof ENV_TARGET !== 'undefined' ? ENV_TARGET === 'web' : typeof window !== 'undefined' && typeof window.document !== 'undefined';

export function isBrowserEnv() {
  return isBrowserEnvValue;
}

export function isReactNativeEnv() {
  return typeof navigator !== 'undefined' && navigator?.product === 'ReactNative';
}

/** Debug logging of the federation runtime: FEDERATION_DEBUG in the environment or defined by the build. */
export function isDebugMode() {
  if (typeof process !== 'undefined' && process.env && process.env.FEDERATION_DEBUG) return Boolean(process.env.FEDERATION_DEBUG);
  return typeof FEDERATION_DEBUG !== 'undefined' && Boolean(FEDERATION_DEBUG);
}

export const getProcessEnv = function () {
  return typeof process !== 'undefined' && process.env ? process.env : {};
};
