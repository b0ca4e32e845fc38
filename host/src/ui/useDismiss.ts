import { useEffect, type RefObject } from 'react';

/**
 * While `active`, calls `onDismiss` when the user presses Escape or presses the pointer outside `ref`
 * (menus and popovers close the way people expect).
 */
export function useDismiss(ref: RefObject<HTMLElement>, active: boolean, onDismiss: (reason: 'escape' | 'outside') => void): void {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, active, onDismiss]);
}
