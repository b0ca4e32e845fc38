/**
 * Opens the site's localStorage. The browser opens it at the page's first use, on the main thread (milliseconds
 * of one task: docs/benchmarks.md). The session and the shortlist first read it while the shell renders, where
 * that time would lengthen a render slice; start-up calls this in a task of its own instead
 * (docs/adr/0062-federation-debug-mode-from-the-build.md). It imports nothing, unlike sessionStore's reads: the
 * bootstrap imports it statically, and shared-contracts must not evaluate in the bootstrap's first task.
 */
export function openLocalStorage(): void {
  try {
    window.localStorage.getItem('');
  } catch {
    // Storage blocked by the browser's settings: the session and the shortlist then read nothing either.
  }
}
