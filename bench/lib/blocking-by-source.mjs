// Where a Lighthouse run's total blocking time comes from: Lighthouse's simulated long tasks (the long-tasks
// audit: start, duration and script of each task of 50 ms or more, after its CPU slowdown), each counted as
// the total blocking time metric counts it: its part after the first contentful paint, less 50 ms. The
// metric blends two simulations and the audit shows one, so the sum comes near the metric, not to it.
// A task no script owns ("Unattributable") is the browser's own work: style, layout, paint, garbage
// collection, and, in the first one, setting up the page's window as the navigation commits. That first one
// starts before the first paint and runs past it on every page, whatever the page (a page of one paragraph
// takes as long to commit), so part of it counts on every page.

const THRESHOLD_MS = 50;
/** Lighthouse names a task's script by its URL, and a task with none "Unattributable". */
const hasScript = (task) => /^https?:/.test(task.url ?? '');

/** The blocking time one simulated task adds after `fcpMs` (Lighthouse's rule for top-level tasks). */
export function blockingAfter(task, fcpMs) {
  const end = task.startTime + task.duration;
  if (task.duration < THRESHOLD_MS || end < fcpMs) return 0;
  const counted = end - Math.max(task.startTime, fcpMs);
  return counted < THRESHOLD_MS ? 0 : counted - THRESHOLD_MS;
}

/** A script's short name: its file without the content hash, prefixed by its port when not the page's. */
function sourceOf(task, pageUrl) {
  if (!hasScript(task)) return 'browser (no script)';
  const page = new URL(pageUrl);
  const script = new URL(task.url);
  if (script.origin === page.origin && script.pathname === page.pathname) return 'document';
  const file = script.pathname.split('/').pop().replace(/\.[0-9a-f]{8,}(?=\.js$)/, '');
  return script.origin === page.origin ? file : `${script.port || script.host}/${file}`;
}

/**
 * The report's blocking time per source, largest first: [{ source, ms, tasks }], and the share of the
 * navigation's own task (see above) as `navigationMs`.
 */
export function blockingBySource(report) {
  const fcp = report.audits['first-contentful-paint']?.numericValue ?? 0;
  const tasks = [...(report.audits['long-tasks']?.details?.items ?? [])].sort((a, b) => a.startTime - b.startTime);
  const bySource = new Map();
  for (const task of tasks) {
    const ms = blockingAfter(task, fcp);
    if (ms === 0) continue;
    const source = sourceOf(task, report.finalDisplayedUrl ?? report.requestedUrl);
    const entry = bySource.get(source) ?? { source, ms: 0, tasks: 0 };
    entry.ms += ms;
    entry.tasks += 1;
    bySource.set(source, entry);
  }
  // The navigation's own task: the first one without a script, begun before the first paint.
  const navigation = tasks.find((task) => task.startTime < fcp && !hasScript(task));
  const navigationMs = navigation ? blockingAfter(navigation, fcp) : 0;
  return { sources: [...bySource.values()].sort((a, b) => b.ms - a.ms), navigationMs };
}

/** One line for a page's details: "browser (no script) 257 ms in 2 (the navigation's 196) | main 120 ms in 3 | ...". */
export function formatBlockingBySource(report) {
  const { sources, navigationMs } = blockingBySource(report);
  if (sources.length === 0) return 'no task counted';
  return sources
    .map(({ source, ms, tasks }) => `${source} ${Math.round(ms)} ms in ${tasks}${source === 'browser (no script)' && navigationMs > 0 ? ` (the navigation's ${Math.round(navigationMs)})` : ''}`)
    .join(' | ');
}
