import { shortTasksPlugin } from './shortTasksPlugin';

/** True when `promise` has not settled after the microtasks queued now have run. */
async function stillPending(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  return !settled;
}

it('starts a remote container in a later task, with the options unchanged', async () => {
  const options = { shareScope: {}, initScope: [] } as never;
  const started = shortTasksPlugin.beforeInitContainer?.(options) as Promise<unknown>;
  expect(await stillPending(started)).toBe(true);
  await expect(started).resolves.toBe(options);
});

it("runs a remote's exposed module in a later task", async () => {
  const executed = Promise.resolve(shortTasksPlugin.beforeExecuteFactory?.({} as never));
  expect(await stillPending(executed)).toBe(true);
  await expect(executed).resolves.toBeUndefined();
});
