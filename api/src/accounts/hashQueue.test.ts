import { HashQueueFull, PasswordHashQueue } from './hashQueue';

/** A hash that ends when the test says so. */
function heldHash(): { promise: Promise<string>; finish: () => void } {
  let finish = (): void => undefined;
  const promise = new Promise<string>((resolve) => {
    finish = () => resolve('hash');
  });
  return { promise, finish };
}

describe('password hash queue', () => {
  it('runs up to its cap at once, refuses the next without starting it, and takes calls again once one ends', async () => {
    let now = 0;
    const queue = new PasswordHashQueue(2, () => now);
    const first = heldHash();
    const second = heldHash();
    const running = [queue.run(() => first.promise), queue.run(() => second.promise)];
    expect(queue.size).toBe(2);
    const third = jest.fn(() => Promise.resolve('never'));
    await expect(queue.run(third)).rejects.toBeInstanceOf(HashQueueFull);
    expect(third).not.toHaveBeenCalled();

    now = 2500;
    first.finish();
    await running[0];
    expect(queue.size).toBe(1);
    await expect(queue.run(() => Promise.resolve('again'))).resolves.toBe('again');
    second.finish();
    await running[1];
    expect(queue.size).toBe(0);
  });

  it('asks a refused call to come back after about as long as the latest hashes took (at least 1 s)', async () => {
    let now = 0;
    const queue = new PasswordHashQueue(1, () => now);
    const refusal = async (): Promise<number> => {
      const held = heldHash();
      const running = queue.run(() => held.promise);
      const refused = await queue.run(() => Promise.resolve('x')).catch((error: unknown) => error);
      held.finish();
      await running;
      return (refused as HashQueueFull).retryAfterSeconds;
    };
    // Nothing measured yet: the floor.
    expect(await refusal()).toBe(1);
    const slow = heldHash();
    const running = queue.run(() => slow.promise);
    now += 4200;
    slow.finish();
    await running;
    expect(await refusal()).toBe(5);
  });

  it('frees the place of a hash that fails', async () => {
    const queue = new PasswordHashQueue(1);
    await expect(queue.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    expect(queue.size).toBe(0);
    await expect(queue.run(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
