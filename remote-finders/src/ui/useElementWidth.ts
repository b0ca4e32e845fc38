import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The element's width in CSS pixels, kept up to date and held within [min, max]. A chart drawn at this
 * width draws at 1:1, so its text is as large on a phone as on a desktop (a fixed viewBox scaled down to a
 * 375 px screen shrinks 11 px labels to ~6 px).
 */
export function useElementWidth<T extends HTMLElement>(initial: number, min: number, max: number): [RefObject<T>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const update = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(Math.min(max, Math.max(min, next)));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [min, max]);
  return [ref, width];
}
