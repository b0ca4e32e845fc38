interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so the work before and after it runs as two tasks and the browser can handle a
 * tap or paint in between. A slow phone runs start-up several times slower than a desktop: a 10 ms task
 * here is a 50-100 ms one there, long enough to hold up the reader's first tap. `scheduler.yield` resumes
 * ahead of other queued work; elsewhere a message (not a timer: timers in a background tab wait a second).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
