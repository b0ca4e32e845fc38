/**
 * @jest-environment node
 */
// Node has MessageChannel, as browsers do (the test DOM has none).
import { microtasksDone } from '../test/microtasks';
import { nextTask } from './nextTask';

it('continues in a later task, not among the current task\'s microtasks', async () => {
  let continued = false;
  const waited = nextTask().then(() => {
    continued = true;
  });
  await microtasksDone();
  expect(continued).toBe(false);
  await waited;
  expect(continued).toBe(true);
});

it('gives each waiter a task of its own, in order', async () => {
  const order: string[] = [];
  const first = nextTask().then(() => {
    order.push('first');
    // Queued from the first waiter's task: runs before the second waiter's task if that is a task of its own.
    queueMicrotask(() => order.push('first, microtask'));
  });
  const second = nextTask().then(() => order.push('second'));
  await Promise.all([first, second]);
  expect(order).toEqual(['first', 'first, microtask', 'second']);
});
