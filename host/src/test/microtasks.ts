/** Lets pending promise callbacks run, and nothing else (no timer, no task): with fake timers, nothing else moves. */
export async function microtasksDone(): Promise<void> {
  for (let i = 0; i < 100; i += 1) await Promise.resolve();
}
