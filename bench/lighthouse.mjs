#!/usr/bin/env node
// Lighthouse 12 scores for the pages the issue names, as a phone meets them: Lighthouse's default mobile
// emulation and simulated throttling (slow 4G, 4x CPU slowdown), in headless Chromium against a running site.
// Prints the four category scores per page, the performance metrics and LCP element, where the blocking
// time comes from (bench/lib/blocking-by-source.mjs), and the audits that fail (most weighted first); exits
// 1 when any page misses its target: a score below 95 by default, or with --device the device's targets
// (low: performance >= 90 and TBT <= 300 ms; mid: performance >= 98 and TBT <= 100 ms; accessibility, best
// practices and SEO 100 for both).
// Lighthouse is not a workspace dependency (it pulls ~200 packages the build never needs): it runs through
// `npx -y lighthouse@12.8.2`, which the first run downloads into npm's cache.
// Usage: node bench/lighthouse.mjs [siteUrl] [paths...] [--runs N] [--out DIR] [--cpu-slowdown N | --device low|mid]
//   [--against referenceUrl] [--applied]
//   siteUrl defaults to http://localhost:3000; paths to the four pages below. --runs N takes the median of
//   N runs per page (scores move by a few points on a busy machine); --out keeps the JSON reports there.
//   CHROME_PATH picks the browser (default /usr/bin/chromium). --cpu-slowdown N replaces Lighthouse's 4x CPU
//   slowdown: on a host faster or slower than usual, N = 4 x (this host's index / the other host's) compares
//   with figures taken there (e.g. 8 on an index of ~3,700 stands for a host of ~1,850).
// --against URL runs the same page of a reference site (e.g. the previous commit's build served on other
//   ports) beside each run, at the same slowdown (before it in odd runs, after it in even ones), and prints
//   both sites' medians and each pair's TBT difference: single runs of one build spread by hundreds of
//   milliseconds, and a machine's speed moves between runs, so a change is judged by its pairs. The targets
//   and the exit status are this site's.
// --applied slows the network and the CPU down in Chrome itself (Lighthouse's devtools throttling) instead of
//   simulating them from an unthrottled load. The simulation's first paint waits for every early request of
//   high priority, so a change in what the page requests early (a preload) moves it, and with it the window
//   the blocking time is counted in; applied throttling shows what a slow phone meets. Slower (a few times
//   as long per run) and noisier; the targets stay those of the simulation, which the issue names.
// --device low|mid emulates Chrome DevTools' reference phones on any host: it first measures this host's
//   CPU benchmark index (one Lighthouse run), then sets the CPU slowdown to host index / device index
//   (low-tier 264, a Moto G4 Power class phone; mid-tier 1,000, a Pixel 5 class phone), so machines of
//   different speed compare. Most of the site's readers are on low-tier phones. A shared machine's speed
//   moves between runs: a run whose own index over the slowdown lands more than 25% from the device's index
//   runs again with the slowdown taken from that index (at most twice); each page's line prints the
//   device index every kept run emulated.
// Each page's line also lists every run's performance score and Lighthouse's CPU benchmark index (higher is a
// faster machine at that moment). Simulated throttling multiplies the CPU time it observed, so on a shared
// machine the total blocking time, and with it the performance score, follows that index: it has ranged
// from 1,100 to 4,100 on the VMs this project ran on, and other jobs on the same machine cost 5-10 points.
// The browser's layout time of a reference page is printed first (lib/layout-index.mjs): the index does not
// measure that memory-bound work, and machines of like index have differed five times in it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { blockingBySource, formatBlockingBySource } from './lib/blocking-by-source.mjs';
import { formatLayout, measureLayout } from './lib/layout-index.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const PAGES = ['/', '/rankings', '/college-finder/jee-main', '/college-finder/mhtcet', '/blogs/mumbai-engineering-colleges'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const MIN_SCORE = 95;
/** Chrome DevTools' reference devices: CPU benchmark index and the targets a page must meet there. */
const DEVICES = {
  low: { index: 264, name: 'low-tier phone (Moto G4 Power class)', minPerformance: 90, maxTbtMs: 300 },
  mid: { index: 1000, name: 'mid-tier phone (Pixel 5 class)', minPerformance: 98, maxTbtMs: 100 },
};
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
  ['interactive', 'TTI'],
];

function parseArgs(argv) {
  const args = { site: 'http://localhost:3000', paths: [], runs: 1, out: null, cpuSlowdown: null, device: null, against: null, applied: false };
  const positional = [];
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--runs') args.runs = Number(argv[(i += 1)]);
    else if (argv[i] === '--out') args.out = argv[(i += 1)];
    else if (argv[i] === '--cpu-slowdown') args.cpuSlowdown = Number(argv[(i += 1)]);
    else if (argv[i] === '--device') args.device = argv[(i += 1)];
    else if (argv[i] === '--against') args.against = argv[(i += 1)];
    else if (argv[i] === '--applied') args.applied = true;
    else if (argv[i].startsWith('--')) fail(`Unknown option ${argv[i]}`);
    else positional.push(argv[i]);
  }
  if (!Number.isInteger(args.runs) || args.runs < 1 || args.runs > 9) fail('--runs must be a whole number from 1 to 9');
  if (args.cpuSlowdown !== null && !(args.cpuSlowdown >= 1 && args.cpuSlowdown <= 20)) fail('--cpu-slowdown must be a number from 1 to 20');
  if (args.device !== null && !(args.device in DEVICES)) fail(`--device must be one of: ${Object.keys(DEVICES).join(', ')}`);
  if (args.device !== null && args.cpuSlowdown !== null) fail('Give --device or --cpu-slowdown, not both');
  if (positional.length) {
    const [site, ...paths] = positional;
    try {
      args.site = new URL(site).origin;
    } catch {
      fail(`Not a URL: ${site} (expected e.g. http://localhost:3000)`);
    }
    args.paths = paths;
  }
  if (!args.paths.length) args.paths = PAGES;
  if (args.against !== null) {
    try {
      args.against = new URL(args.against).origin;
    } catch {
      fail(`--against takes the reference site's URL (got "${args.against}")`);
    }
  }
  const bad = args.paths.find((p) => !p.startsWith('/'));
  if (bad) fail(`Paths start with "/" (got "${bad}")`);
  return args;
}

function fail(message) {
  console.error(message);
  process.exit(2);
}

/** Runs the Lighthouse CLI once; resolves with its JSON report. */
function lighthouse(url, outFile, cpuSlowdown, applied = false) {
  const cli = [
    '-y',
    LIGHTHOUSE,
    url,
    '--output=json',
    `--output-path=${outFile}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--quiet',
    ...(cpuSlowdown === null ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
    ...(applied ? ['--throttling-method=devtools'] : []),
  ];
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' };
  return new Promise((resolve, reject) => {
    const child = spawn('npx', cli, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`lighthouse exited with ${code} for ${url}:\n${stderr.trim().split('\n').slice(-8).join('\n')}`));
        return;
      }
      const report = JSON.parse(fs.readFileSync(outFile, 'utf8'));
      // A page Chrome could not load still yields a report, with a runtimeError and null scores.
      if (report.runtimeError) reject(new Error(`${url}: ${report.runtimeError.code} ${report.runtimeError.message}`));
      else resolve(report);
    });
  });
}

/** The CPU slowdown that makes a host of `hostIndex` stand for `device` (Lighthouse accepts 1 or more). */
const slowdownFor = (hostIndex, device) => Math.max(1, Math.round((hostIndex / device.index) * 100) / 100);
/** The device index a run emulated: its host index at the start of the run over the slowdown it used. */
const emulatedIndex = (report) => (report.environment?.benchmarkIndex ?? 0) / (report.configSettings?.throttling?.cpuSlowdownMultiplier ?? 1);
/** Whether a run emulated the device within 25% of its index (a slower host runs unthrottled and counts). */
const nearDevice = (report, cpuSlowdown, device) => {
  const emulated = emulatedIndex(report);
  return (cpuSlowdown <= 1 && emulated <= device.index * 1.25) || (emulated >= device.index * 0.75 && emulated <= device.index * 1.25);
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const score = (report, id) => Math.round((report.categories[id]?.score ?? 0) * 100);
const tbtMs = (report) => Math.round(report.audits['total-blocking-time']?.numericValue ?? 0);

/** Audits that cost points: scored below 0.9 and counted by some category, most weighted first. */
function failingAudits(report) {
  const rows = [];
  for (const id of CATEGORIES) {
    for (const ref of report.categories[id]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
      if (ref.weight === 0 && id !== 'performance') continue;
      const items = audit.details?.items ?? [];
      const firstItem = items[0]?.node?.snippet || items[0]?.url || items[0]?.source?.url || '';
      const saving = audit.details?.overallSavingsMs ? ` (saves ~${Math.round(audit.details.overallSavingsMs)} ms)` : '';
      rows.push({
        category: id,
        weight: ref.weight,
        line: `${id}: ${audit.id} - ${audit.title}${audit.displayValue ? ` [${audit.displayValue}]` : ''}${saving}${firstItem ? `\n        e.g. ${firstItem.slice(0, 160)}` : ''}`,
      });
    }
  }
  // Weighted audits first (they move the score), then the performance opportunities.
  return rows.sort((a, b) => b.weight - a.weight).map((r) => r.line);
}

function lcpElement(report) {
  const items = report.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = items.flatMap((table) => table.items ?? [table]).find((item) => item.node)?.node;
  return node ? `${node.nodeLabel || ''} ${node.snippet || ''}`.trim().slice(0, 140) : 'n/a';
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const outDir = args.out ? path.resolve(args.out) : fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  fs.mkdirSync(outDir, { recursive: true });
  // A clear message for a site that is not up, instead of Chrome's interstitial error a minute later.
  try {
    await fetch(args.site, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    fail(`${args.site} does not answer (${error.cause?.code ?? error.message}): start the site first (npm start)`);
  }
  // The browser's own speed beside the CPU index (lib/layout-index.mjs): the index misses it.
  const layout = await measureLayout(process.env.CHROME_PATH || '/usr/bin/chromium').catch((error) => {
    console.log(`Browser layout not measured: ${error.message.split('\n')[0]}`);
    return null;
  });
  if (layout) console.log(formatLayout(layout));
  const device = args.device === null ? null : DEVICES[args.device];
  if (device) {
    // This host's speed now: the benchmark index Lighthouse measures at the start of a run.
    const calibration = await lighthouse(args.site + args.paths[0], path.join(outDir, 'calibration.json'), null);
    const hostIndex = Math.round(calibration.environment?.benchmarkIndex ?? 0);
    if (!hostIndex) fail('Lighthouse reported no CPU benchmark index for this host');
    // Lighthouse accepts a slowdown of 1 or more: a host slower than the device runs unthrottled.
    args.cpuSlowdown = slowdownFor(hostIndex, device);
    console.log(`Host CPU index ${hostIndex}; ${device.name} index ${device.index}: CPU slowdown ${args.cpuSlowdown}x`);
  }
  const cpu = args.cpuSlowdown === null ? '' : ` (CPU slowdown ${args.cpuSlowdown}x instead of 4x)`;
  const throttling = args.applied ? 'applied throttling (the network and CPU slowed down in Chrome, no simulation)' : 'simulated throttling';
  console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile emulation, ${throttling}${cpu}, ${args.runs} run(s) per page, ${args.site}`);

  const results = [];
  for (const pagePath of args.paths) {
    const reports = [];
    const references = [];
    for (let run = 1; run <= args.runs; run += 1) {
      const slug = pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      // Chrome's trace recording now and then fails (NO_NAVSTART, NO_FCP) on a busy machine, at times twice
      // in a row: two more tries.
      const once = (site, file) => {
        const attempt = () => lighthouse(site + pagePath, file, args.cpuSlowdown, args.applied);
        return attempt().catch(attempt).catch(attempt);
      };
      // With --against, the reference site runs beside each run, at the same slowdown: a pair sees the same
      // machine, so the pair's difference holds where the machine's speed moves between pairs. The
      // reference goes first in odd runs and second in even ones, so neither site always runs first.
      const runOwn = () => once(args.site, path.join(outDir, `${slug}.${run}.json`));
      const runReference = () => once(args.against, path.join(outDir, `reference.${slug}.${run}.json`));
      const pair = async () => {
        if (!args.against) return [null, await runOwn()];
        if (run % 2 === 1) {
          const first = await runReference();
          return [first, await runOwn()];
        }
        const first = await runOwn();
        return [await runReference(), first];
      };
      try {
        let [reference, report] = await pair();
        // With --device, a run stands for the device only when this host's speed during the run (the index
        // Lighthouse measured at its start) divided by the slowdown lands near the device's index; on a
        // shared machine whose speed moved since the last calibration, the slowdown follows the run's
        // index and the page runs again (at most twice).
        for (let retry = 0; device && retry < 2 && !nearDevice(report, args.cpuSlowdown, device); retry += 1) {
          args.cpuSlowdown = slowdownFor(report.environment?.benchmarkIndex ?? 0, device);
          [reference, report] = await pair();
        }
        reports.push(report);
        if (reference) references.push(reference);
      } catch (error) {
        console.error(error.message);
        process.exit(1);
      }
    }
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(reports.map((r) => score(r, id)))]));
    // Details come from the run whose performance score is the median one.
    const typical = reports.find((r) => score(r, 'performance') === scores.performance) ?? reports[0];
    const runs = reports.map((r) => score(r, 'performance'));
    const cpuIndex = median(reports.map((r) => Math.round(r.environment?.benchmarkIndex ?? 0)));
    const emulated = reports.map((r) => Math.round(emulatedIndex(r)));
    results.push({ pagePath, scores, runs, cpuIndex, emulated, report: typical, reports, references });
    process.stdout.write('.');
  }
  process.stdout.write('\n\n');

  // The targets: the device's, or 95 in every category.
  const minimum = (id) => (device ? (id === 'performance' ? device.minPerformance : 100) : MIN_SCORE);
  const tbtOf = ({ reports }) => median(reports.map(tbtMs));
  const missed = (result) => CATEGORIES.some((id) => result.scores[id] < minimum(id)) || (device !== null && tbtOf(result) > device.maxTbtMs);
  const width = Math.max(...results.map((r) => r.pagePath.length), 4);
  console.log(`${'page'.padEnd(width)}  perf  a11y  best   seo   TBT ms  performance per run, CPU index${device ? ', emulated device index per run' : ''}`);
  for (const result of results) {
    const { pagePath, scores, runs, cpuIndex, emulated } = result;
    const cells = CATEGORIES.map((id) => `${String(scores[id]).padStart(4)}${scores[id] < minimum(id) ? '*' : ' '}`);
    const tbt = `${String(tbtOf(result)).padStart(6)}${device && tbtOf(result) > device.maxTbtMs ? '*' : ' '}`;
    console.log(`${pagePath.padEnd(width)}  ${cells.join(' ')} ${tbt}  ${runs.join('/')}, ${cpuIndex}${device ? `, ${emulated.join('/')}` : ''}`);
  }
  console.log(
    device
      ? `(* misses the ${args.device}-tier target: performance >= ${device.minPerformance}, TBT <= ${device.maxTbtMs} ms, the other categories 100; medians)`
      : `(* below ${MIN_SCORE})`,
  );

  if (args.against) {
    // Each pair: this site's run less the reference's run just before it, at the same slowdown.
    console.log(`\nAgainst ${args.against} (the reference ran beside each run at the same slowdown, first in odd runs):`);
    console.log(`${'page'.padEnd(width)}  reference perf / TBT   this site perf / TBT   TBT difference per pair (median)`);
    for (const { pagePath, reports, references } of results) {
      const differences = reports.map((r, i) => tbtMs(r) - tbtMs(references[i]));
      const pairs = differences.map((d) => (d > 0 ? `+${d}` : String(d))).join(' / ');
      const ref = `${median(references.map((r) => score(r, 'performance')))} / ${median(references.map(tbtMs))} ms`;
      const own = `${median(reports.map((r) => score(r, 'performance')))} / ${median(reports.map(tbtMs))} ms`;
      console.log(`${pagePath.padEnd(width)}  ${ref.padEnd(21)}  ${own.padEnd(21)}  ${pairs} (${median(differences)} ms)`);
    }
  }

  for (const { pagePath, report, reports, references } of results) {
    const metrics = METRICS.map(([id, label]) => `${label} ${report.audits[id]?.displayValue ?? 'n/a'}`).join(', ');
    console.log(`\n${pagePath}: ${metrics}\n  LCP element: ${lcpElement(report)}`);
    const navigation = reports.map((r) => Math.round(blockingBySource(r).navigationMs)).join('/');
    console.log(`  blocking time by source: ${formatBlockingBySource(report)}; the navigation's share per run: ${navigation} ms`);
    if (references.length) {
      const typicalReference = references[reports.indexOf(report)] ?? references[0];
      const referenceNavigation = references.map((r) => Math.round(blockingBySource(r).navigationMs)).join('/');
      console.log(`  the reference, same pair: ${formatBlockingBySource(typicalReference)}; the navigation's share per run: ${referenceNavigation} ms`);
    }
    const failing = failingAudits(report);
    for (const line of failing.slice(0, 10)) console.log(`  - ${line}`);
    if (failing.length > 10) console.log(`  ... and ${failing.length - 10} more`);
  }
  console.log(`\nReports: ${outDir}`);
  process.exit(results.some(missed) ? 1 : 0);
}

main();
