// Full garbage collection once the data is loaded and before the API takes traffic. Building the
// in-memory indexes leaves hundreds of MB of dead rows and strings in the old generation, and V8 sizes its
// next collection from that start-up heap: under traffic a worker's RSS then rose from ~480 MB to ~610 MB
// before its first full collection brought it to ~290 MB (the soak script's first two minutes). Collected
// here, the worker starts near its steady size (and the workers' heap limit, workers.ts, keeps it there).
import v8 from 'node:v8';
import vm from 'node:vm';

type Collect = () => void;

/**
 * V8's collector, without a command-line flag: a context created after `--expose-gc` is set carries `gc`
 * (Node warns that flags set at run time may do nothing; this one only adds that global to new contexts, and
 * when it does nothing the collection is skipped).
 */
function exposedCollector(): Collect | null {
  const existing = (globalThis as { gc?: Collect }).gc;
  if (typeof existing === 'function') return existing;
  v8.setFlagsFromString('--expose-gc');
  const collect: unknown = vm.runInNewContext('typeof gc === "function" ? gc : null');
  return typeof collect === 'function' ? (collect as Collect) : null;
}

/** Runs two full collections; false when this V8 does not expose its collector. */
export function collectStartUpGarbage(): boolean {
  const collect = exposedCollector();
  if (!collect) return false;
  // The first frees the dead objects; the pages it emptied are given back by the second (one collection
  // left a worker at 396 MB RSS with 228 MB of heap committed, two at 269 MB with 99 MB).
  collect();
  collect();
  return true;
}
