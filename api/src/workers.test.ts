import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { apiWorkerCount, startWorkerPool } from './workers';

const fixture = (name: string) => path.join(__dirname, 'test', 'workers', name);

describe('apiWorkerCount', () => {
  it('is one per core by default, and API_WORKERS when set', () => {
    expect(apiWorkerCount({}, 4)).toBe(4);
    expect(apiWorkerCount({ API_WORKERS: '' }, 2)).toBe(2);
    expect(apiWorkerCount({ API_WORKERS: ' 3 ' }, 2)).toBe(3);
    expect(apiWorkerCount({ API_WORKERS: '1' }, 8)).toBe(1);
  });

  it('refuses a value that is not a whole number of 1 or more', () => {
    for (const bad of ['0', '-1', '1.5', 'two', '1e3x']) expect(() => apiWorkerCount({ API_WORKERS: bad }, 2)).toThrow(/API_WORKERS must be a whole number/);
  });
});

describe('startWorkerPool', () => {
  it('replaces a worker that dies, and stops them all', async () => {
    const messages: string[] = [];
    const pool = startWorkerPool({ count: 2, exec: fixture('listeningWorker.cjs'), log: (m) => messages.push(m), onStartFailure: (m) => messages.push(m) });
    await pool.ready;
    const before = pool.workers();
    expect(before).toHaveLength(2);

    const killed = before[0];
    const replacement = new Promise<Worker>((resolve) => cluster.once('listening', (worker) => resolve(worker)));
    killed.process.kill('SIGKILL');
    const newcomer = await replacement;

    expect(newcomer.process.pid).not.toBe(killed.process.pid);
    expect(pool.workers()).toHaveLength(2);
    expect(pool.workers()).toContain(newcomer);
    expect(pool.workers()).not.toContain(killed);
    expect(messages).toEqual([`API worker ${killed.process.pid} exited (signal SIGKILL); starting a new one.`]);

    await pool.stop();
    expect(pool.workers()).toHaveLength(0);
  }, 60_000);

  it('stops instead of looping when a worker dies before it listens', async () => {
    const failures: string[] = [];
    const pool = startWorkerPool({ count: 2, exec: fixture('failingWorker.cjs'), log: () => undefined, onStartFailure: (m) => failures.push(m) });
    await new Promise<void>((resolve) => {
      const check = () => (failures.length > 0 && pool.workers().length === 0 ? resolve() : setTimeout(check, 20));
      check();
    });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/exited \(code 3\) before it listened: stopping the API\.$/);
  }, 60_000);
});
