#!/usr/bin/env node
// Main-thread work after the first paint, for comparing two builds served side by side on one machine.
// Lighthouse's scores on a shared VM move with the machine's speed from one run to the next; this loads each
// page unthrottled in headless Chromium, alternating the builds run by run, and reads the trace: all the
// main thread's time after the first contentful paint ("busy"), and each task of 10 ms or more counted as
// Lighthouse's simulation counts it (times the slowdown, less 50 ms), summed as an estimated total blocking
// time. Only the two builds' figures from the same run compare; across runs and machines, use the ratio.
// A page is measured until the live page has replaced the prerendered copy, then 2.5 s more.
// Usage: node bench/long-tasks.mjs SITE_A [SITE_B] [paths...] [--runs N] [--slowdown X]
//   e.g. node bench/long-tasks.mjs http://127.0.0.1:4000 http://127.0.0.1:3000 /rankings --runs 6
//   paths default to the five pages of bench/lighthouse.mjs; --runs 5, --slowdown 8 (a low-tier phone on a
//   host of index ~2,100). CHROMIUM_PATH picks the browser (default /usr/bin/chromium).
import { chromium } from '../e2e/node_modules/@playwright/test/index.mjs';

const PAGES = ['/', '/rankings', '/college-finder/jee-main', '/college-finder/mhtcet', '/blogs/mumbai-engineering-colleges'];
const LONG_TASK_MS = 10; // Lighthouse's simulation leaves out shorter tasks
const BLOCKING_AFTER_MS = 50;

function parseArgs(argv) {
  const args = { sites: [], paths: [], runs: 5, slowdown: 8 };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--runs') args.runs = Number(argv[(i += 1)]);
    else if (argv[i] === '--slowdown') args.slowdown = Number(argv[(i += 1)]);
    else if (argv[i].startsWith('--')) fail(`Unknown option ${argv[i]}`);
    else if (argv[i].startsWith('/')) args.paths.push(argv[i]);
    else {
      try {
        args.sites.push(new URL(argv[i]).origin);
      } catch {
        fail(`Not a URL or a path: ${argv[i]} (expected e.g. http://127.0.0.1:3000 or /rankings)`);
      }
    }
  }
  if (args.sites.length < 1 || args.sites.length > 2) fail('Give one or two site URLs');
  if (!Number.isInteger(args.runs) || args.runs < 1 || args.runs > 30) fail('--runs must be a whole number from 1 to 30');
  if (!(args.slowdown >= 1 && args.slowdown <= 20)) fail('--slowdown must be a number from 1 to 20');
  if (!args.paths.length) args.paths = PAGES;
  return args;
}

function fail(message) {
  console.error(message);
  process.exit(2);
}

/** The trace's figures for one load of `site + path`. */
async function measure(browser, site, path, slowdown) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
    await page.goto(site + path, { waitUntil: 'load' });
    await page.waitForSelector('[data-prerendered], [data-testid="prerendered-content"]', { state: 'detached', timeout: 20000 }).catch(() => {});
    await page.waitForTimeout(2500);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const parse = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(site));
    if (!parse) throw new Error(`No page load of ${site}${path} in the trace`);
    const thread = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid);
    const fcp = thread.find((e) => e.name === 'firstContentfulPaint');
    if (!fcp) throw new Error(`${site}${path} never painted`);
    const tasks = thread.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= fcp.ts).map((e) => e.dur / 1000);
    const long = tasks.filter((ms) => ms >= LONG_TASK_MS);
    return {
      busy: tasks.reduce((sum, ms) => sum + ms, 0),
      longTasks: long.length,
      tbt: long.reduce((sum, ms) => sum + Math.max(0, ms * slowdown - BLOCKING_AFTER_MS), 0),
    };
  } finally {
    await context.close();
  }
}

const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;

const args = parseArgs(process.argv.slice(2));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const results = new Map();
try {
  for (let run = 0; run < args.runs; run += 1) {
    for (const path of args.paths) {
      // Alternate which build goes first, so a drift of the machine's speed falls on both.
      const order = run % 2 ? [...args.sites].reverse() : args.sites;
      for (const site of order) {
        const key = `${path} ${site}`;
        if (!results.has(key)) results.set(key, { path, site, runs: [] });
        results.get(key).runs.push(await measure(browser, site, path, args.slowdown));
      }
    }
    process.stderr.write('.');
  }
} finally {
  await browser.close();
}
process.stderr.write('\n');
console.log(`Unthrottled loads, ${args.runs} per page and site, alternating; tasks >= ${LONG_TASK_MS} ms after the first paint counted x${args.slowdown} less ${BLOCKING_AFTER_MS} ms\n`);
console.log(`${'page'.padEnd(36)} ${'site'.padEnd(24)} ${'busy (mean)'.padStart(12)} ${'long tasks'.padStart(10)} ${'est. TBT mean'.padStart(14)} ${'median'.padStart(10)}  per run`);
for (const { path, site, runs } of results.values()) {
  const tbts = runs.map((r) => r.tbt);
  console.log(
    `${path.padEnd(36)} ${site.replace(/^https?:\/\//, '').padEnd(24)} ${ms(mean(runs.map((r) => r.busy))).padStart(12)} ${mean(runs.map((r) => r.longTasks)).toFixed(1).padStart(10)} ${ms(mean(tbts)).padStart(14)} ${ms(median(tbts)).padStart(10)}  ${tbts.map((v) => Math.round(v)).join(', ')}`,
  );
}
