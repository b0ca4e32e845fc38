#!/usr/bin/env node
// What the long tasks of a page's start are made of, and how often the app rewrites the head meanwhile.
// Lighthouse's simulation keeps only tasks of 10 ms or more (observed, before its slowdown) and counts each
// one's time beyond 50 ms after the slowdown; shorter tasks cost it nothing. So this lists, per load, every
// main-thread task of --min ms or more from navigation until the page has been live for 2.5 s: when it ran,
// how long, what the browser did in it (parsing, style, layout, paint, script evaluation, garbage collection)
// and which source files its CPU samples were in, inclusive. The file names come from source maps when the
// site serves them beside the bundles (build with PROFILE_SOURCE_MAPS=1: hidden maps, the bundles unchanged);
// else they are the bundles' names. Sampling slows the page: durations here compare with each other only.
// Then it sums, over all loads, the long tasks' time by the source file most of each task was in.
// Head rewrites: after the document was parsed, how many of the page's metadata elements (data-rh: title,
// meta, link, JSON-LD) the app added or removed, and how often the title changed, per load.
// Usage: node bench/start-tasks.mjs SITE [paths...] [--runs N] [--min MS]
//   e.g. node bench/start-tasks.mjs http://127.0.0.1:3000 /college-finder/jee-main --runs 3
//   paths default to the five pages of bench/lighthouse.mjs; --runs 3; --min 10. CHROMIUM_PATH picks the
//   browser (default /usr/bin/chromium).
/* global window, document, Element, MutationObserver -- the init script and evaluate() run in the page */
import { createRequire } from 'node:module';
import { chromium } from '../e2e/node_modules/@playwright/test/index.mjs';

const require = createRequire(new URL('../webpack.federation.cjs', import.meta.url));
const { SourceMapConsumer } = require('source-map');

const PAGES = ['/', '/rankings', '/college-finder/jee-main', '/college-finder/mhtcet', '/blogs/mumbai-engineering-colleges'];
const KINDS = { ParseHTML: 'parse', UpdateLayoutTree: 'style', Layout: 'layout', Paint: 'paint', EvaluateScript: 'eval', MinorGC: 'gc', MajorGC: 'gc', CommitLoad: 'commit-load' };
const LIVE_FOR_MS = 2500;

function parseArgs(argv) {
  const args = { site: null, paths: [], runs: 3, min: 10 };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--runs') args.runs = Number(argv[(i += 1)]);
    else if (argv[i] === '--min') args.min = Number(argv[(i += 1)]);
    else if (argv[i].startsWith('--')) fail(`Unknown option ${argv[i]}`);
    else if (argv[i].startsWith('/')) args.paths.push(argv[i]);
    else if (args.site) fail(`One site only (got ${args.site} and ${argv[i]})`);
    else {
      try {
        args.site = new URL(argv[i]).origin;
      } catch {
        fail(`Not a URL or a path: ${argv[i]} (expected e.g. http://127.0.0.1:3000 or /rankings)`);
      }
    }
  }
  if (!args.site) fail('Give the site, e.g. http://127.0.0.1:3000');
  if (!Number.isInteger(args.runs) || args.runs < 1 || args.runs > 20) fail('--runs must be a whole number from 1 to 20');
  if (!(args.min >= 1 && args.min <= 100)) fail('--min must be a number of milliseconds from 1 to 100');
  if (!args.paths.length) args.paths = PAGES;
  return args;
}

function fail(message) {
  console.error(message);
  process.exit(2);
}

/** Source-map lookups per bundle URL; null where the site serves no map. */
const maps = new Map();
function mapFor(url) {
  if (!maps.has(url)) {
    maps.set(
      url,
      fetch(`${url}.map`)
        .then(async (response) => (response.ok ? new SourceMapConsumer(await response.json()) : null))
        .catch(() => null),
    );
  }
  return maps.get(url);
}

/** The source file a profile frame is in: a package name for dependencies, a path for the app's own code. */
async function fileOf(frame) {
  if (!frame.url || !/^https?:/.test(frame.url)) return null;
  const map = await mapFor(frame.url);
  const bundle = frame.url.split('/').pop();
  if (!map) return bundle;
  const source = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).source;
  if (!source) return bundle;
  const dependency = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (dependency) return dependency[1];
  return source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
}

/** One load: its long tasks with what they were made of, and the head's mutation records. */
async function measure(browser, url, minMs) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  let tracing = false;
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      // The page's metadata elements (data-rh) added or removed, and each change of the title.
      const changes = { elements: 0, titles: 0 };
      Object.defineProperty(window, '__headChanges', { value: changes });
      document.addEventListener('DOMContentLoaded', () => {
        let title = document.title;
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of [...record.addedNodes, ...record.removedNodes]) if (node instanceof Element && node.hasAttribute('data-rh')) changes.elements += 1;
          }
          if (document.title !== title) {
            title = document.title;
            changes.titles += 1;
          }
        }).observe(document.head, { childList: true, subtree: true, characterData: true });
      });
    });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler'] });
    tracing = true;
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('[data-prerendered], [data-testid="prerendered-content"]', { state: 'detached', timeout: 20000 }).catch(() => {});
    await page.waitForTimeout(LIVE_FOR_MS);
    const head = await page.evaluate(() => ({ ...window.__headChanges }));
    tracing = false;
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const parse = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(url.split('#')[0]));
    if (!parse) throw new Error(`No page load of ${url} in the trace`);
    const thread = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
    const start = events.find((e) => e.pid === parse.pid && e.name === 'navigationStart')?.ts ?? parse.ts;
    const samples = await samplesOf(events, parse.pid);
    const tasks = [];
    for (const task of thread.filter((e) => e.name === 'RunTask' && e.dur >= minMs * 1000)) {
      const end = task.ts + task.dur;
      const kinds = {};
      for (const e of thread) if (KINDS[e.name] && e.ts >= task.ts && e.ts + e.dur <= end) kinds[KINDS[e.name]] = (kinds[KINDS[e.name]] ?? 0) + e.dur / 1000;
      const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
      const files = new Map();
      for (const sample of inTask) for (const file of sample.files) files.set(file, (files.get(file) ?? 0) + 1);
      const share = (count) => (count / Math.max(1, inTask.length)) * (task.dur / 1000);
      tasks.push({
        at: (task.ts - start) / 1000,
        ms: task.dur / 1000,
        kinds,
        files: [...files].sort((a, b) => b[1] - a[1]).map(([file, count]) => [file, share(count)]),
      });
    }
    return { tasks, head };
  } finally {
    // A load that failed (the site down, say) leaves the trace recording: stopped, so the retry reports the
    // load's own error instead of the browser's refusal to start a second trace.
    if (tracing) await browser.stopTracing().catch(() => undefined);
    await context.close();
  }
}

/** The renderer's CPU samples, each with its time and the set of source files on its stack. */
async function samplesOf(events, pid) {
  const frames = new Map();
  const parents = new Map();
  const samples = [];
  let ts = 0;
  const chunks = events.filter((e) => e.pid === pid && (e.name === 'Profile' || e.name === 'ProfileChunk')).sort((a, b) => a.ts - b.ts);
  for (const chunk of chunks) {
    if (chunk.name === 'Profile') {
      ts = chunk.args.data.startTime;
      continue;
    }
    const profile = chunk.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) {
      frames.set(node.id, node.callFrame);
      if (node.parent) parents.set(node.id, node.parent);
    }
    (profile.samples ?? []).forEach((id, i) => {
      ts += chunk.args.data.timeDeltas[i];
      samples.push({ ts, id });
    });
  }
  const filesOfNode = new Map();
  for (const sample of samples) {
    if (!filesOfNode.has(sample.id)) {
      const files = new Set();
      for (let id = sample.id; id; id = parents.get(id)) {
        const file = frames.has(id) ? await fileOf(frames.get(id)) : null;
        if (file) files.add(file);
      }
      filesOfNode.set(sample.id, files);
    }
    sample.files = filesOfNode.get(sample.id);
  }
  return samples;
}

const round = (ms) => ms.toFixed(1);
// Frames on the stack of nearly every sample, whatever the work: the scheduler around React's, webpack's
// module loader around every module.
const WRAPPERS = /^(scheduler|webpack\/bootstrap)$/;

/** What most of a task was: the source file with most of its samples, else the browser's largest part. */
function ownerOf(task) {
  const file = task.files.find(([name]) => !WRAPPERS.test(name));
  if (file) return file[0];
  const [kind, ms] = Object.entries(task.kinds).sort((a, b) => b[1] - a[1])[0] ?? [];
  return kind && ms >= task.ms / 2 ? kind : 'other (browser)';
}
const args = parseArgs(process.argv.slice(2));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  for (const path of args.paths) {
    const byFile = new Map();
    const head = [];
    console.log(`\n${path}: tasks of ${args.min} ms or more, ${args.runs} load(s) (at = ms after navigation)`);
    for (let run = 1; run <= args.runs; run += 1) {
      // Chrome's trace now and then comes back without the page's parse events on a busy machine: one retry.
      const { tasks, head: changes } = await measure(browser, args.site + path, args.min).catch(() => measure(browser, args.site + path, args.min));
      head.push(`${changes.elements}/${changes.titles}`);
      console.log(`  load ${run}: ${tasks.length} long tasks, ${round(tasks.reduce((sum, t) => sum + t.ms, 0))} ms; metadata elements added or removed ${changes.elements}, title changes ${changes.titles}`);
      for (const task of tasks) {
        const kinds = Object.entries(task.kinds).map(([kind, ms]) => `${kind} ${round(ms)}`).join(', ');
        const files = task.files.slice(0, 4).map(([file, ms]) => `${file} ${round(ms)}`).join(' | ');
        console.log(`    ${String(Math.round(task.at)).padStart(5)} ${round(task.ms).padStart(5)} ms  ${kinds}${kinds && files ? '  ' : ''}${files}`);
        const owner = ownerOf(task);
        byFile.set(owner, (byFile.get(owner) ?? 0) + task.ms);
      }
    }
    const owners = [...byFile].sort((a, b) => b[1] - a[1]).map(([owner, ms]) => `${owner} ${round(ms / args.runs)}`);
    console.log(`  long-task ms per load by what most of each task was in: ${owners.join(' | ') || 'none'}`);
    console.log(`  metadata elements added or removed / title changes, per load: ${head.join(', ')}`);
  }
} finally {
  await browser.close();
}
