import { nextTask } from './nextTask';

type WithScheduler = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };

afterEach(() => {
  delete (globalThis as WithScheduler).scheduler;
});

it('resolves in a later task, not among the microtasks of the current one', async () => {
  let resolved = false;
  const waited = nextTask().then(() => {
    resolved = true;
  });
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  expect(resolved).toBe(false);
  await waited;
  expect(resolved).toBe(true);
});

it('uses the browser scheduler when it has one', async () => {
  const yieldToBrowser = jest.fn(() => Promise.resolve());
  (globalThis as WithScheduler).scheduler = { yield: yieldToBrowser };
  await nextTask();
  expect(yieldToBrowser).toHaveBeenCalledTimes(1);
});
