// One API worker per core (node:cluster): a Node process serves requests on one core, and a finder answer
// is CPU work, so a single process leaves the other cores idle while requests queue. The primary process
// prepares the database once (migrations, first-run import), then forks the workers, which share the
// listening port (the primary hands connections out in turn) and each build their own in-memory indexes.
// A worker that dies is replaced; one that dies before it ever listened means the API cannot start
// (a port in use, a broken configuration), and the primary then stops them all instead of looping.
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';

/** The number of API worker processes: API_WORKERS (a whole number from 1), by default one per core. */
export function apiWorkerCount(env: NodeJS.ProcessEnv, cores: number = os.availableParallelism()): number {
  const raw = env.API_WORKERS?.trim();
  if (raw === undefined || raw === '') return Math.max(1, cores);
  const count = Number(raw);
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`API_WORKERS must be a whole number of 1 or more (got "${raw}").`);
  return count;
}

export interface WorkerPool {
  /** The workers alive now. */
  workers(): Worker[];
  /** Resolves when every worker has listened once (the first of each slot: replacements do not count). */
  ready: Promise<void>;
  /** Stops every worker (SIGTERM: they close their server first) and resolves when all have exited. */
  stop(): Promise<void>;
}

export interface WorkerPoolOptions {
  count: number;
  log: (message: string) => void;
  /** The script the workers run (default: the primary's own, as node:cluster does). */
  exec?: string;
  /** Called when a worker dies before it listened: the pool has been stopped. */
  onStartFailure: (message: string) => void;
}

/** Forks `count` workers from this (primary) process and replaces any that dies while the pool runs. */
export function startWorkerPool({ count, log, exec, onStartFailure }: WorkerPoolOptions): WorkerPool {
  if (!cluster.isPrimary) throw new Error('startWorkerPool runs in the primary process only.');
  if (exec) cluster.setupPrimary({ exec });
  const alive = new Set<Worker>();
  let stopping = false;
  let listenedOnce = 0;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const fork = (): void => {
    const worker = cluster.fork();
    alive.add(worker);
    let listened = false;
    worker.once('listening', () => {
      listened = true;
      listenedOnce += 1;
      if (listenedOnce === count) markReady();
    });
    worker.once('exit', (code, signal) => {
      alive.delete(worker);
      if (stopping) return;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (!listened) {
        const message = `API worker ${worker.process.pid} exited (${how}) before it listened: stopping the API.`;
        log(message);
        void stop().then(() => onStartFailure(message));
        return;
      }
      log(`API worker ${worker.process.pid} exited (${how}); starting a new one.`);
      fork();
    });
  };

  const stop = async (): Promise<void> => {
    stopping = true;
    await Promise.all(
      [...alive].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  };

  for (let i = 0; i < count; i += 1) fork();
  return { workers: () => [...alive], ready, stop };
}
