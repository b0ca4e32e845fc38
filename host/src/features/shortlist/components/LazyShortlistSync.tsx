import { useEffect, useState, type ComponentType } from 'react';
import type { ShellContract } from 'shared-contracts';
import { loadShortlist, loadedShortlist } from '../model/loadShortlist';

type SyncComponent = ComponentType<{ shell: ShellContract }>;

/**
 * Keeps the shortlist in step with the browser (a guest) or the account (merge at sign-in, saves), from
 * just after the first paint. No jotai Provider wraps the pages: the store is jotai's default one, which
 * every hook outside a Provider (the header's count, each remote's stars) already reads.
 */
export function LazyShortlistSync({ shell }: { shell: ShellContract }) {
  const [Sync, setSync] = useState<SyncComponent | null>(() => loadedShortlist()?.ShortlistSync ?? null);
  useEffect(() => {
    let active = true;
    loadShortlist().then(
      ({ ShortlistSync }) => {
        if (active) setSync(() => ShortlistSync);
      },
      () => undefined, // the list then lives in memory for this visit, as with blocked storage
    );
    return () => {
      active = false;
    };
  }, []);
  return Sync ? <Sync shell={shell} /> : null;
}
