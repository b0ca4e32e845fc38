import { useCallback, useSyncExternalStore } from 'react';
import { theme } from '../theme';

// matchMedia is missing in some test and server environments; treat that as "does not match".
const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether a CSS media query matches, kept in sync with the viewport. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      // Safari before 14 only knows addListener.
      if (typeof list.addEventListener === 'function') {
        list.addEventListener('change', onChange);
        return () => list.removeEventListener('change', onChange);
      }
      list.addListener(onChange);
      return () => list.removeListener(onChange);
    },
    [query],
  );
  const getSnapshot = () => canMatch() && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/** Width at or below the spec's mobile breakpoint (768 px). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${theme.breakpoints.mobile}px)`);
}
