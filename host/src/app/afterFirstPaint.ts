/**
 * Resolves once the browser has painted what the HTML already holds. A prerendered page (scripts/prerender.mjs)
 * is readable as soon as it is painted, but the deferred script runs right after parsing, before the first
 * paint: starting the app (its chunks, shared modules, the first render) at once kept a slow phone's screen
 * blank for the whole start-up. A frame callback runs just before a paint, a task queued from it just
 * after. A hidden tab gets no frames and has nothing to paint, so it starts at once; a visible page that
 * gets no frame within `fallbackMs` (a slow first layout still finishes well within it) starts anyway.
 */
export function afterFirstPaint(fallbackMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
      setTimeout(done, 0);
      return;
    }
    requestAnimationFrame(() => setTimeout(done, 0));
    setTimeout(done, fallbackMs);
  });
}
