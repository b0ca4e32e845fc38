import { collectStartUpGarbage } from './startUpGarbage';

describe('collectStartUpGarbage', () => {
  it('runs a full collection: an object nothing refers to any more is gone after it', async () => {
    // Built in a function so no local keeps it. Creating or reading a WeakRef keeps its target alive to the
    // end of the current job, hence the turn of the event loop before collecting.
    const made = (() => new WeakRef({ rows: new Array(10_000).fill('row') }))();
    expect(made.deref()).toBeDefined();
    await new Promise((resolve) => setImmediate(resolve));
    expect(collectStartUpGarbage()).toBe(true);
    expect(made.deref()).toBeUndefined();
  });

  it('can run again (a replaced worker starts the same way)', () => {
    expect(collectStartUpGarbage()).toBe(true);
    expect(collectStartUpGarbage()).toBe(true);
  });
});
