// Soak test: starts the API as a child process, drives a mixed load at it for 5 minutes (the finders with
// varying ranks, the rankings, the predictors, the option lists), samples the child's resident memory (VmRSS
// in /proc/<pid>/status of each API worker) every 10 s, and prints the series (the largest worker's), the
// first-minute and last-minute averages after warm-up, each worker's RSS at the end, and a verdict: flat when
// the growth is under 10 %, and no worker above --max-rss. Exits 1 on growth, too much memory, errors or non-2xx.
//
// Usage (from api/, after `pnpm --filter api build`; Linux, for /proc):
//   node bench/load/soak.mjs                        real data, temporary SQLite (the data is imported first, ~30 s)
//   node bench/load/soak.mjs --sqlite ../.data/bench.sqlite --minutes 5
// Options: --minutes (5), --warmup seconds (60; left out of the comparison), --sample seconds (10),
//   --connections (50), --max-growth percent (10), --max-rss MB per worker (350), --workers N (API_WORKERS),
//   --seed, --data-dir, --fixtures, --sqlite, --port.
import autocannon from 'autocannon';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiMemory, describeWorkers } from '../lib/memory.mjs';
import { Random } from '../lib/seededRandom.mjs';
import { fixtureDataDir, REAL_DATA_DIR, startApi } from '../lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '60' },
    sample: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'max-growth': { type: 'string', default: '10' },
    'max-rss': { type: 'string', default: '350' },
    workers: { type: 'string' },
    seed: { type: 'string', default: '1' },
    'data-dir': { type: 'string' },
    fixtures: { type: 'boolean', default: false },
    sqlite: { type: 'string' },
    port: { type: 'string' },
  },
  strict: true,
});
const durationS = Math.round(Number(args.minutes) * 60);
const warmupS = Number(args.warmup);
const sampleS = Number(args.sample);
const connections = Number(args.connections);
const maxGrowth = Number(args['max-growth']);
const maxRssMb = Number(args['max-rss']);
if (!(durationS >= warmupS + 120)) throw new Error('--minutes must leave at least two minutes after --warmup (one to start from, one to end on).');

// --- the mixed load --------------------------------------------------------------------------------------

const rng = new Random(Number(args.seed));
const pick = (list) => rng.pick(list);
const q = (params) => new URLSearchParams(params).toString();
const MH_QUOTAS = ['State Level', 'Home University Seats Allotted to Home University Candidates', 'Other Than Home University Seats Allotted to Other Than Home University Candidates'];
const MIX = [
  [25, () => `/api/cutoffs/josaa/college-finder/?${q({ rank: String(rng.int(1, 200_000)), exam_type: pick(['jee_main', 'jee_advanced', 'ALL']), year: pick(['2025', '2024', '2023']), round: pick(['ALL', '1', '5']), quota: pick(['ALL', 'AI', 'OS', 'HS']), seat_type: pick(['OPEN', 'OBC-NCL', 'SC', 'ALL']), gender: 'Gender-Neutral', sort_by: pick(['nirf_rank', 'closing_rank']), page: String(rng.int(1, 5)), page_size: '50' })}`],
  [20, () => `/api/cutoffs/mhtcet/college-finder/?${q({ year: pick(['2025', '2024']), ...(rng.chance(0.5) ? { rank: String(rng.int(1, 150_000)) } : { percentile: (rng.int(5000, 9999) / 100).toFixed(2) }), seat_type: pick(['GOPENS', 'GOPENS,GOBCS,TFWS', 'LOPENS,GOPENH']), quota: pick(MH_QUOTAS), district: pick(['Pune', 'Mumbai City,Thane', 'Nagpur,Nashik,Raigad']), page: String(rng.int(1, 3)), page_size: '50' })}`],
  [5, () => `/api/cutoffs/mhtcet/college-finder/?${q({ year: '2025', rank: String(rng.int(1, 300_000)), quota: 'All India Seats', seat_type: 'AI', page: '1', page_size: '50' })}`],
  [15, () => `/api/rankings/?${q({ year: pick(['2025', '2024', '2023']), page: String(rng.int(1, 6)), page_size: '50', sort_by: pick(['rank', 'name', 'city']), sort_order: pick(['asc', 'desc']) })}`],
  [6, () => `/api/jee-predictor/?${q(rng.chance(0.5) ? { exam_type: 'jee_mains', score: String(rng.int(-20, 300)) } : { exam_type: 'jee_mains', percentile: (rng.int(0, 10000) / 100).toFixed(2) })}`],
  [4, () => `/api/jee-predictor/?${q({ exam_type: 'jee_advanced', score: String(rng.int(0, 360)) })}`],
  [5, () => `/api/mhtcet-predictor/?${q(rng.chance(0.5) ? { percentile: (rng.int(0, 10000) / 100).toFixed(2) } : { score: String(rng.int(0, 200)) })}`],
  [20, () => pick([
    '/api/cutoffs/options/josaa/exam-types/', `/api/cutoffs/options/josaa/quotas/?year=${pick(['2025', '2024'])}`, '/api/cutoffs/options/josaa/seat-types/',
    '/api/cutoffs/options/josaa/genders/', `/api/cutoffs/options/josaa/rounds/?year=${pick(['2025', '2023'])}`, '/api/cutoffs/options/mhtcet/quotas/',
    '/api/cutoffs/options/mhtcet/seat-types/', '/api/cutoffs/options/mhtcet/districts/', `/api/cutoffs/options/mhtcet/rounds/?year=${pick(['2025', '2024'])}`,
    '/api/cutoffs/options/mhtcet/branches/?year=2025', '/api/rankings/options/states/?year=2025', '/api/rankings/options/years/', '/api/cutoffs/josaa/institutes/',
  ])],
];
const nextPath = () => rng.weighted(MIX)();

// --- memory ----------------------------------------------------------------------------------------------

/** The largest worker's resident and peak resident memory (MB), and every worker's line. */
function workerMemory(pid) {
  const memory = apiMemory(pid);
  const largest = memory.workers.reduce((a, b) => (b.rssMb > a.rssMb ? b : a));
  return { rssMb: largest.rssMb, peakMb: Math.max(...memory.workers.map((w) => w.peakMb)), line: describeWorkers(memory) };
}

const average = (list) => list.reduce((sum, v) => sum + v, 0) / list.length;

// --- the run ---------------------------------------------------------------------------------------------

const dataDir = args.fixtures ? fixtureDataDir() : path.resolve(args['data-dir'] ?? REAL_DATA_DIR);
console.log(`Starting the API on ${args.fixtures ? 'the test fixtures' : dataDir}${args.sqlite ? ` (database ${args.sqlite})` : ' (temporary database: importing the data first)'}…`);
const api = await startApi({ port: args.port ? Number(args.port) : undefined, dataDir, sqlitePath: args.sqlite, env: args.workers ? { API_WORKERS: args.workers } : {} });
console.log(`API pid ${api.pid} at ${api.baseUrl}; RSS at start: ${workerMemory(api.pid).line}.`);
console.log(`Soak: ${connections} connections for ${durationS} s, mixed requests; a sample every ${sampleS} s (warm-up: the first ${warmupS} s).\n`);

const samples = [];
let answered = 0;
let lastAnswered = 0;
const startedAt = Date.now();
const instance = autocannon({
  url: api.baseUrl,
  connections,
  duration: durationS,
  requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
});
instance.on('response', () => (answered += 1));
autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });

console.log('   t (s)   RSS (MB)   peak (MB)   req/s');
const sampler = setInterval(() => {
  if (api.child.exitCode !== null) return;
  const t = Math.round((Date.now() - startedAt) / 1000);
  const { rssMb, peakMb } = workerMemory(api.pid);
  const rate = (answered - lastAnswered) / sampleS;
  lastAnswered = answered;
  samples.push({ t, rssMb, peakMb, rate });
  console.log(`${String(t).padStart(8)} ${rssMb.toFixed(1).padStart(10)} ${peakMb.toFixed(1).padStart(11)} ${rate.toFixed(0).padStart(7)}`);
}, sampleS * 1000);

const result = await new Promise((resolve) => instance.on('done', resolve));
clearInterval(sampler);
const alive = api.child.exitCode === null;
const atEnd = alive ? workerMemory(api.pid) : null;
if (atEnd) console.log(`\nRSS per worker at the end: ${atEnd.line}.`);
await api.stop();

const firstWindow = samples.filter((s) => s.t > warmupS && s.t <= warmupS + 60);
const lastWindow = samples.filter((s) => s.t > durationS - 60);
const warmupWindow = samples.filter((s) => s.t <= Math.min(60, warmupS));
const firstAvg = average(firstWindow.map((s) => s.rssMb));
const lastAvg = average(lastWindow.map((s) => s.rssMb));
const growth = ((lastAvg - firstAvg) / firstAvg) * 100;

console.log(`\n${result.requests.total} requests (${Math.round(result.requests.average)}/s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}.`);
if (warmupWindow.length) console.log(`RSS during the warm-up minute: ${average(warmupWindow.map((s) => s.rssMb)).toFixed(1)} MB (average).`);
console.log(`RSS, first minute after warm-up (${warmupS}-${warmupS + 60} s): ${firstAvg.toFixed(1)} MB; last minute (${durationS - 60}-${durationS} s): ${lastAvg.toFixed(1)} MB; growth ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %.`);
// The troughs (the lowest sample of each window) follow what survives garbage collection: a leak lifts them.
const trough = (list) => Math.min(...list.map((s) => s.rssMb));
console.log(`Lowest RSS sample: first minute after warm-up ${trough(firstWindow).toFixed(1)} MB, last minute ${trough(lastWindow).toFixed(1)} MB.`);

const problems = [];
if (!alive) problems.push('the API process died');
const largest = Math.max(lastAvg, atEnd?.rssMb ?? 0);
if (!(largest <= maxRssMb)) problems.push(`a worker holds ${largest.toFixed(1)} MB (limit ${maxRssMb} MB)`);
if (!(growth < maxGrowth)) problems.push(`memory grew ${growth.toFixed(1)} % (limit ${maxGrowth} %)`);
if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) problems.push(`${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
if (problems.length) {
  console.log(`SOAK FAILED: ${problems.join('; ')}.`);
  process.exit(1);
}
console.log(`SOAK PASSED: memory flat (growth under ${maxGrowth} % after warm-up), every worker under ${maxRssMb} MB, no errors.`);
