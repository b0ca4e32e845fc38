/**
 * Resolves once the browser has painted what the HTML already holds. A prerendered page (scripts/prerender.mjs)
 * is readable as soon as it is painted, but the deferred script runs right after parsing, before the first
 * paint: starting the app (its chunks, shared modules, the first render) at once kept a slow phone's screen
 * blank for the whole start-up. A frame callback runs just before a paint, a task queued from it just
 * after. Hidden tabs get no frames, so a timer starts the app anyway.
 */
export function afterFirstPaint(fallbackMs = 200): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    if (typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden') {
      requestAnimationFrame(() => setTimeout(done, 0));
    }
    setTimeout(done, fallbackMs);
  });
}
