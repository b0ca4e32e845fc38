import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { apiWorkerCount, DEFAULT_WORKER_HEAP_MB, startWorkerPool, workerExecArgv, WORKER_SEMI_SPACE_MB } from './workers';

const SEMI = `--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`;

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

describe('workerExecArgv', () => {
  it("adds the workers' heap limits to the primary's flags: 1024 MB or API_WORKER_HEAP_MB, and the young generation's", () => {
    expect(workerExecArgv({}, ['--enable-source-maps'])).toEqual(['--enable-source-maps', `--max-old-space-size=${DEFAULT_WORKER_HEAP_MB}`, SEMI]);
    expect(workerExecArgv({ API_WORKER_HEAP_MB: ' 2048 ' }, [])).toEqual(['--max-old-space-size=2048', SEMI]);
    expect(workerExecArgv({ API_WORKER_HEAP_MB: '' }, [])).toEqual(['--max-old-space-size=1024', SEMI]);
  });

  it("keeps the operator's own limits, on Node's command line or in NODE_OPTIONS", () => {
    expect(workerExecArgv({}, ['--max-old-space-size=3000'])).toEqual(['--max-old-space-size=3000', SEMI]);
    expect(workerExecArgv({ NODE_OPTIONS: '--enable-source-maps --max_old_space_size=600' }, [])).toEqual([SEMI]);
    expect(workerExecArgv({ API_WORKER_HEAP_MB: '2048', NODE_OPTIONS: '--max-old-space-size=600' }, [])).toEqual([SEMI]);
    expect(workerExecArgv({ NODE_OPTIONS: '--max_semi_space_size=32' }, ['--max-old-space-size=3000'])).toEqual(['--max-old-space-size=3000']);
  });

  it('refuses a limit that is not a whole number of MB from 256', () => {
    for (const bad of ['0', '255', '1.5', '1g', '-1024']) {
      expect(() => workerExecArgv({ API_WORKER_HEAP_MB: bad }, [])).toThrow(`API_WORKER_HEAP_MB must be a whole number of 256 or more, in MB (got "${bad}").`);
    }
  });
});

describe('startWorkerPool', () => {
  it('starts its workers with the heap limit', async () => {
    const pool = startWorkerPool({ count: 1, exec: fixture('heapLimitWorker.cjs'), execArgv: workerExecArgv({ API_WORKER_HEAP_MB: '700' }, []), log: () => undefined, onStartFailure: () => undefined });
    const reported = new Promise<number>((resolve) => cluster.once('message', (_worker, message: { heapLimitMb: number }) => resolve(message.heapLimitMb)));
    await pool.ready;
    const heapLimitMb = await reported;
    await pool.stop();
    // The old generation's 700 MB plus the young generation's few tens (without the flag: ~4 GB here).
    expect(heapLimitMb).toBeGreaterThanOrEqual(700);
    expect(heapLimitMb).toBeLessThan(800);
  }, 60_000);

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
