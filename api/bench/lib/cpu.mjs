// CPU time of processes, from /proc (Linux): to show, beside a load run's throughput, what each request cost
// the API's processes and the load generator itself (on a machine whose cores both share, the generator's
// cost per response limits the API's throughput too).
import fs from 'node:fs';

// /proc/<pid>/stat counts in clock ticks; Linux's USER_HZ is 100 on every architecture Node supports.
const TICK_US = 10_000;

/** User + system CPU time of `pid` in microseconds, or 0 when it has ended. */
export function cpuTimeUsOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_US;
  } catch {
    return 0;
  }
}

/** The whole machine's busy CPU time in microseconds: every core's time outside idle and I/O wait, softirq
 * included (where loopback traffic is received). */
export function machineBusyUs() {
  const [total] = fs.readFileSync('/proc/stat', 'utf8').split('\n');
  const [, user, nice, system, , , irq, softirq] = total.trim().split(/\s+/).map(Number);
  return (user + nice + system + irq + softirq) * TICK_US;
}
