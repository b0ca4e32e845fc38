// One API worker per core (node:cluster): a Node process serves requests on one core, and a finder answer
// is CPU work, so a single process leaves the other cores idle while requests queue. The primary process
// prepares the database once (migrations, first-run import), then forks the workers, which share the
// listening port (the primary hands connections out in turn) and each build their own in-memory indexes.
// A worker that dies is replaced; one that dies before it ever listened means the API cannot start
// (a port in use, a broken configuration), and the primary then stops them all instead of looping.
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';

/** A whole-number setting of the environment: `fallback` when unset or empty; refused below `min`. */
function wholeNumberSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, unit = ''): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be a whole number of ${min} or more${unit} (got "${raw}").`);
  return value;
}

/** The number of API worker processes: API_WORKERS (a whole number from 1), by default one per core. */
export function apiWorkerCount(env: NodeJS.ProcessEnv, cores: number = os.availableParallelism()): number {
  return wholeNumberSetting(env, 'API_WORKERS', Math.max(1, cores), 1);
}

/**
 * A worker's V8 old-generation limit by default (MB). V8 lets a heap grow to up to 4x its live size between
 * full collections when its limit is 2 GB or more (the default here is ~4 GB), and ~1.6x at 1 GB: with the
 * limit a worker stays near its live size (~100-200 MB of heap on the full data), where without it RSS rose by
 * ~100 MB of garbage in the first minutes under traffic, and building the indexes peaks ~170 MB lower.
 */
export const DEFAULT_WORKER_HEAP_MB = 1024;
const MIN_WORKER_HEAP_MB = 256;
const HEAP_FLAG = '--max-old-space-size';

/**
 * A worker's limit on each half of V8's young generation (MB). Under traffic V8 grows each half to 16 MB,
 * 32 MB a worker holds for short-lived objects; at 8 MB a worker held 11-23 MB less after random finder
 * searches, at the same throughput (docs/benchmarks.md).
 */
export const WORKER_SEMI_SPACE_MB = 8;
const SEMI_SPACE_FLAG = '--max-semi-space-size';

/**
 * The Node flags each worker starts with: the primary's own, plus `--max-old-space-size` from
 * API_WORKER_HEAP_MB (MB, default 1024) and `--max-semi-space-size` (WORKER_SEMI_SPACE_MB), each unless that
 * flag is already given to Node (its command line or NODE_OPTIONS: the operator's own choice stands).
 */
export function workerExecArgv(env: NodeJS.ProcessEnv, execArgv: readonly string[] = process.execArgv): string[] {
  const heapMb = wholeNumberSetting(env, 'API_WORKER_HEAP_MB', DEFAULT_WORKER_HEAP_MB, MIN_WORKER_HEAP_MB, ', in MB');
  const flags = [...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)].map((flag) => flag.replace(/_/g, '-'));
  const given = (name: string) => flags.some((flag) => flag.startsWith(name));
  return [
    ...execArgv,
    ...(given(HEAP_FLAG) ? [] : [`${HEAP_FLAG}=${heapMb}`]),
    ...(given(SEMI_SPACE_FLAG) ? [] : [`${SEMI_SPACE_FLAG}=${WORKER_SEMI_SPACE_MB}`]),
  ];
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
  /** The Node flags the workers start with (default: the primary's own, as node:cluster does). */
  execArgv?: string[];
  /** Called when a worker dies before it listened: the pool has been stopped. */
  onStartFailure: (message: string) => void;
}

/** Forks `count` workers from this (primary) process and replaces any that dies while the pool runs. */
export function startWorkerPool({ count, log, exec, execArgv, onStartFailure }: WorkerPoolOptions): WorkerPool {
  if (!cluster.isPrimary) throw new Error('startWorkerPool runs in the primary process only.');
  cluster.setupPrimary({ ...(exec ? { exec } : {}), ...(execArgv ? { execArgv } : {}) });
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
