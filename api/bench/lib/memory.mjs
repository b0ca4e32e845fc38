// Resident memory of the API's processes, from /proc (Linux): the process started and, when it runs
// cluster workers, each of its child processes.
import fs from 'node:fs';

/** Resident and peak resident memory of `pid` in MB. */
export function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** The ids of the processes whose parent is `pid`. */
export function childPids(pid) {
  const children = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (field 2) is in parentheses and may hold spaces: the parent id follows its ")".
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children.sort((a, b) => a - b);
}

/**
 * The API's memory: { primary, workers: [{ pid, rssMb, peakMb }] }. Without cluster workers the process
 * itself is the one worker.
 */
export function apiMemory(pid) {
  const primary = { pid, ...memoryOf(pid) };
  const workers = childPids(pid).map((child) => {
    try {
      return { pid: child, ...memoryOf(child) };
    } catch {
      return null;
    }
  }).filter(Boolean);
  return { primary, workers: workers.length ? workers : [primary] };
}

/** "pid 123: 310.2 MB (peak 330.0)" for each worker, on one line. */
export const describeWorkers = (memory) =>
  memory.workers.map((w) => `pid ${w.pid}: ${w.rssMb.toFixed(1)} MB (peak ${w.peakMb.toFixed(1)})`).join('; ');
