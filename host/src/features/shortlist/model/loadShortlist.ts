import { afterFirstPaint } from '../../../app/afterFirstPaint';

export type ShortlistModule = typeof import('shared-contracts/shortlist');

let loading: Promise<ShortlistModule> | null = null;
let loaded: ShortlistModule | null = null;

/** The module if it has already loaded (a component mounted later reads it at once, with no empty moment). */
export const loadedShortlist = (): ShortlistModule | null => loaded;

/**
 * The shortlist's shared module (its store, jotai, the sync), loaded once after the first paint. The header
 * only shows a count from it, so it stays off the host's first page; remotes that star seats take the
 * same instance from the share scope (a federation singleton), hence the same store.
 */
export function loadShortlist(): Promise<ShortlistModule> {
  loading ??= afterFirstPaint()
    .then(() => import('shared-contracts/shortlist'))
    .then((module) => (loaded = module))
    .catch((error: unknown) => {
      loading = null; // a failed chunk load is tried again by the next caller
      throw error;
    });
  return loading;
}
