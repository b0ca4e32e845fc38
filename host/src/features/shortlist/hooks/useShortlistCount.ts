import { useEffect, useState } from 'react';
import { loadShortlist, loadedShortlist, type ShortlistModule } from '../model/loadShortlist';

/**
 * How many seats the shortlist holds, or null until its module has loaded. Read from the store directly
 * (its vanilla API), so this hook needs nothing of jotai's React half at start.
 */
export function useShortlistCount(): number | null {
  const [count, setCount] = useState<number | null>(() => {
    const module = loadedShortlist();
    return module ? module.shortlistStore.get(module.shortlistAtom).length : null;
  });
  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    let active = true;
    const follow = ({ shortlistAtom, shortlistStore }: ShortlistModule) => {
      const read = () => setCount(shortlistStore.get(shortlistAtom).length);
      read();
      unsubscribe = shortlistStore.sub(shortlistAtom, read);
    };
    const module = loadedShortlist();
    if (module) follow(module);
    else
      loadShortlist().then(
        (loaded) => active && follow(loaded),
        () => undefined, // no count: the link still leads to the list
      );
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);
  return count;
}
