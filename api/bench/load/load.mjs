// Load test (autocannon) of the API's busiest calls, one after the other, at 100 connections for 60 s each,
// beside the API's /health in the same run (the floor of what any call can do on this machine): the JoSAA
// finder, the MHT-CET finder, the rankings and each predictor. Each is asked in two modes: `repeated` (one
// query again and again, which the answer caches serve) and `random` (every request different, from a seeded
// generator: lib/randomQueries.mjs, the paths made before each timed slice), as students' traffic is. Prints
// one table: req/s and its share of /health's, p50, p99 (and their ratios to /health's), max latency, errors,
// non-2xx answers, bytes per response; then the resident memory of each API worker. Exits 1 on any error,
// timeout or non-2xx answer.
//
// Usage (from api/, after `pnpm --filter api build`):
//   node bench/load/load.mjs                      starts the API on the real data (temporary SQLite: ~30 s import first)
//   node bench/load/load.mjs --sqlite ../.data/bench.sqlite   reuse a database (imported on its first start)
//   node bench/load/load.mjs --url http://127.0.0.1:8000      an API already running
// Options: --connections (100), --duration seconds (60), --rounds N (3: each run's duration is split into N
//   slices and the runs take turns, round by round, so /health and the calls see the machine alike even when
//   its speed drifts during the minutes a load test takes; the figures are over all of a run's slices),
//   --only name[,name] (e.g. josaa,mhtcet),
//   --mode repeated|random|both (both), --seed (1), --workers N (API_WORKERS of the API started; default: its
//   own default, one per core), --server FILE (another build's server.js, e.g. to compare before and after a
//   change), --warmup seconds of untimed requests first (5), --accept-encoding VALUE (none by default; e.g. "gzip, br" as browsers send),
//   --data-dir, --fixtures, --port.
import autocannon from 'autocannon';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cpuTimeUsOf, machineBusyUs } from '../lib/cpu.mjs';
import { apiMemory, childPids, describeWorkers } from '../lib/memory.mjs';
import { pathsAhead, randomPathMakers, seededPaths } from '../lib/randomQueries.mjs';
import { fixtureDataDir, REAL_DATA_DIR, startApi } from '../lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    connections: { type: 'string', default: '100' },
    duration: { type: 'string', default: '60' },
    rounds: { type: 'string', default: '3' },
    only: { type: 'string' },
    mode: { type: 'string', default: 'both' },
    seed: { type: 'string', default: '1' },
    workers: { type: 'string' },
    server: { type: 'string' },
    warmup: { type: 'string', default: '5' },
    'accept-encoding': { type: 'string' },
    'data-dir': { type: 'string' },
    fixtures: { type: 'boolean', default: false },
    sqlite: { type: 'string' },
    port: { type: 'string' },
  },
  strict: true,
});
const connections = Number(args.connections);
const duration = Number(args.duration);
const seed = Number(args.seed);
const rounds = Number(args.rounds);
if (!Number.isSafeInteger(connections) || connections < 1 || !Number.isSafeInteger(duration) || duration < 1) {
  throw new Error('--connections and --duration must be whole numbers of 1 or more.');
}
if (!Number.isSafeInteger(rounds) || rounds < 1 || rounds > duration) throw new Error('--rounds must be a whole number from 1 to --duration.');
if (!Number.isSafeInteger(seed)) throw new Error('--seed must be a whole number.');
if (!['repeated', 'random', 'both'].includes(args.mode)) throw new Error('--mode: repeated, random or both.');
const modes = args.mode === 'both' ? ['repeated', 'random'] : [args.mode];

const mhtcetQuery = new URLSearchParams({
  year: '2025',
  rank: '20000',
  seat_type: 'GOPENS,GOPENH,GOPENO,LOPENS,GOBCS,GOBCH,TFWS,EWS',
  quota: ['State Level', 'Home University Seats Allotted to Home University Candidates', 'Other Than Home University Seats Allotted to Other Than Home University Candidates'].join(','),
  district: 'Pune,Mumbai City,Mumbai Suburban,Thane,Nagpur,Nashik,Raigad',
  page: '1',
  page_size: '50',
});

const ENDPOINTS = [
  {
    name: 'josaa',
    label: 'JoSAA finder (rank 15000, JEE Main 2025, all rounds, OPEN, GN, page 1/50)',
    path: '/api/cutoffs/josaa/college-finder/?rank=15000&exam_type=jee_main&year=2025&round=ALL&quota=ALL&seat_type=OPEN&gender=Gender-Neutral&page=1&page_size=50',
  },
  { name: 'mhtcet', label: 'MHT-CET finder (rank 20000, 2025, 8 seat types, 3 quotas, 7 districts)', path: `/api/cutoffs/mhtcet/college-finder/?${mhtcetQuery}` },
  { name: 'rankings', label: 'NIRF rankings (2025, page 1 of 50)', path: '/api/rankings/?year=2025&page=1&page_size=50' },
  { name: 'jee-main', label: 'JEE Main predictor (score 250)', path: '/api/jee-predictor/?exam_type=jee_mains&score=250' },
  { name: 'jee-advanced', label: 'JEE Advanced predictor (score 200)', path: '/api/jee-predictor/?exam_type=jee_advanced&score=200' },
  { name: 'mhtcet-predictor', label: 'MHT-CET predictor (percentile 95)', path: '/api/mhtcet-predictor/?percentile=95' },
];

const chosen = args.only ? ENDPOINTS.filter((e) => args.only.split(',').includes(e.name)) : ENDPOINTS;
if (chosen.length === 0) throw new Error(`--only: choose from ${ENDPOINTS.map((e) => e.name).join(', ')}.`);
const headers = args['accept-encoding'] ? { 'accept-encoding': args['accept-encoding'] } : {};

let api = null;
let base = args.url?.replace(/\/+$/, '');
if (!base) {
  const dataDir = args.fixtures ? fixtureDataDir() : path.resolve(args['data-dir'] ?? REAL_DATA_DIR);
  console.log(`Starting the API on ${args.fixtures ? 'the test fixtures' : dataDir}${args.sqlite ? ` (database ${args.sqlite})` : ' (temporary database: importing the data first)'}…`);
  const env = args.workers ? { API_WORKERS: args.workers } : {};
  api = await startApi({ port: args.port ? Number(args.port) : undefined, dataDir, sqlitePath: args.sqlite, env, serverJs: args.server && path.resolve(args.server) });
  base = api.baseUrl;
}
const stop = async (code) => {
  if (api) await api.stop();
  process.exit(code);
};

// Each run's requests answer 200 before they are timed (a repeated query is warmed once: first-use caches).
const randomMakers = modes.includes('random') ? await randomPathMakers(base) : {};
const runs = [{ endpoint: 'health', mode: 'repeated', label: '/health', path: '/api/health/' }];
for (const endpoint of chosen) {
  for (const mode of modes) {
    if (mode === 'repeated') runs.push({ endpoint: endpoint.name, mode, label: endpoint.label, path: endpoint.path });
    else if (randomMakers[endpoint.name]) runs.push({ endpoint: endpoint.name, mode, label: `${endpoint.name}, random queries (seed ${seed})`, make: randomMakers[endpoint.name] });
  }
}
// /health again at the end: on a shared machine the first and last figures show how much the floor moved.
runs.push(runs[0]);
for (const run of runs) {
  const sample = run.path ? [run.path] : Array.from({ length: 20 }, seededPaths(run.make, seed + 1_000_000));
  for (const samplePath of sample) {
    const res = await fetch(`${base}${samplePath}`, { headers }).catch((error) => ({ ok: false, status: error.message, text: async () => '' }));
    if (!res.ok) {
      console.error(`${run.endpoint} (${run.mode}): ${base}${samplePath} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
      await stop(1);
    }
    await res.arrayBuffer();
  }
}

// A fresh process is slower at first (compiling, growing its heap): warm up untimed on every run's requests.
const warmupS = Number(args.warmup);
if (warmupS > 0) {
  const each = runs.slice(0, -1).map((run) => (run.make ? seededPaths(run.make, seed + 2_000_000) : () => run.path));
  let turn = 0;
  await autocannon({ url: base, connections, duration: warmupS, headers, requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: each[turn++ % each.length]() }) }] });
}
console.log(`autocannon: ${connections} connections, ${duration} s per run${rounds > 1 ? ` in ${rounds} slices of ${duration / rounds} s, the runs taking turns` : ''}, ${base}${headers['accept-encoding'] ? `, accept-encoding: ${headers['accept-encoding']}` : ''}, random seed ${seed}`);
const rows = [];
// CPU time of the API's processes (when this script started them), of this script (the load generator) and
// of the whole machine, per request of a run: with both on one machine, a larger answer costs the generator
// too, and that is CPU the API's workers do not get.
const apiPids = () => (api ? [api.pid, ...childPids(api.pid)] : []);
const cpuNow = () => {
  const own = process.cpuUsage();
  return { api: apiPids().reduce((sum, pid) => sum + cpuTimeUsOf(pid), 0), load: own.user + own.system, machine: machineBusyUs() };
};
const cpuSince = (before) => {
  const after = cpuNow();
  return { api: after.api - before.api, load: after.load - before.load, machine: after.machine - before.machine };
};
// Each run's slices, in turn: round 1 runs every run for duration/rounds seconds, then round 2, ... A random
// run keeps one generator across its slices, so no query repeats between rounds. Its paths are made before
// each slice (untimed): half again as many as the run's busiest slice so far answered, or, before its first,
// a fifth more than /health's first slice did (no call answers more than /health).
const slices = runs.map(() => []);
const pathMakers = runs.map((run) => (run.make ? pathsAhead(run.make, seed) : null));
const sliceS = duration / rounds;
for (let round = 1; round <= rounds; round += 1) {
  if (rounds > 1) console.log(`  round ${round} of ${rounds}`);
  for (const [i, run] of runs.entries()) {
    const paths = pathMakers[i];
    if (paths) {
      const mostSoFar = Math.max(0, ...slices[i].map(({ result }) => result.requests.total));
      paths.fill(mostSoFar > 0 ? Math.ceil(mostSoFar * 1.5) : Math.ceil((slices[0][0]?.result.requests.total ?? 30_000 * sliceS) * 1.2));
    }
    process.stdout.write(`    ${run.label}… `);
    const cpuBefore = cpuNow();
    const result = await autocannon({
      url: `${base}${run.path ?? '/'}`,
      connections,
      duration: sliceS,
      headers,
      ...(paths ? { requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths.next() }) }] } : {}),
    });
    slices[i].push({ result, cpu: cpuSince(cpuBefore) });
    console.log(`${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  }
}
// A run's figures over its slices: requests and CPU summed, latencies as the request-weighted mean of the
// slices' percentiles (autocannon reports percentiles, not the histogram), the worst maximum.
function combine(parts) {
  const requests = parts.reduce((sum, { result }) => sum + result.requests.total, 0);
  const seconds = parts.reduce((sum, { result }) => sum + result.duration, 0);
  const weighted = (pick) => (requests > 0 ? Math.round(parts.reduce((sum, { result }) => sum + pick(result) * result.requests.total, 0) / requests) : 0);
  const total = (pick) => parts.reduce((sum, { result }) => sum + pick(result), 0);
  const cpu = (key) => (requests > 0 ? Math.round(parts.reduce((sum, part) => sum + part.cpu[key], 0) / requests) : null);
  return {
    result: {
      requests: { average: seconds > 0 ? requests / seconds : 0, total: requests },
      latency: { p50: weighted((r) => r.latency.p50), p99: weighted((r) => r.latency.p99), max: Math.max(...parts.map(({ result }) => result.latency.max)) },
      errors: total((r) => r.errors),
      timeouts: total((r) => r.timeouts),
      non2xx: total((r) => r.non2xx),
      throughput: { total: total((r) => r.throughput.total) },
    },
    cpu: { api: api ? cpu('api') : null, load: cpu('load'), machine: cpu('machine') },
  };
}
const results = runs.map((run, i) => ({ run, ...combine(slices[i]) }));
// The ratios are to /health's figures averaged over its two runs (first and last).
const healthEntries = results.filter(({ run }) => run === runs[0]);
const healthRuns = healthEntries.map(({ result }) => result);
const mean = (pick) => healthRuns.reduce((sum, r) => sum + pick(r), 0) / healthRuns.length;
const health = { reqPerS: mean((r) => r.requests.average), p50: mean((r) => r.latency.p50), p99: mean((r) => r.latency.p99) };
const ratio = (value, of) => (of > 0 ? Number((value / of).toFixed(2)) : null);
for (const { run, result, cpu } of results) {
  const reqPerS = Math.round(result.requests.average);
  rows.push({
    endpoint: run.endpoint,
    mode: run.mode,
    'req/s': reqPerS,
    '% of health': Math.round((reqPerS / health.reqPerS) * 100),
    'p50 ms': result.latency.p50,
    'p50 x health': ratio(result.latency.p50, health.p50),
    'p99 ms': result.latency.p99,
    'p99 x health': ratio(result.latency.p99, health.p99),
    'max ms': result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    'non-2xx': result.non2xx,
    'API CPU us/req': cpu.api,
    'load CPU us/req': cpu.load,
    'machine CPU us/req': cpu.machine,
    'bytes/resp': result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    requests: result.requests.total,
  });
}
const memory = api ? apiMemory(api.pid) : null;
if (api) await api.stop();

console.log(`\n${connections} connections, ${duration} s each${rounds > 1 ? ` (${rounds} slices)` : ''} (bytes/resp includes the headers; ratios are to the mean of /health's two runs, first and last; CPU us/req: the API's processes, this load generator, the whole machine incl. the kernel):`);
console.table(rows);
// The shares of /health move with the machine: /health's own cost (HTTP handling, a socket write) varies across
// machines far more than a call's own work (a finder's search, writing and compression) does. Each call's API
// CPU beyond /health's, in the same run, is the figure that follows the code (docs/benchmarks.md).
if (api) {
  const healthUs = healthEntries.reduce((sum, { cpu }) => sum + cpu.api, 0) / healthEntries.length;
  const beyond = results.filter(({ run }) => run !== runs[0]).map(({ run, cpu }) => `${run.endpoint} ${run.mode} ${cpu.api >= healthUs ? '+' : ''}${Math.round(cpu.api - healthUs)} us`);
  if (beyond.length) console.log(`API CPU a request beyond /health's (${Math.round(healthUs)} us): ${beyond.join(', ')}.`);
}
if (memory) console.log(`API resident memory after the runs: ${memory.workers.length} worker(s): ${describeWorkers(memory)}${memory.workers[0].pid === memory.primary.pid ? '' : `; primary ${memory.primary.rssMb.toFixed(1)} MB`}.`);
const late = runs.map((run, i) => [run, pathMakers[i]?.late ?? 0]).filter(([, count]) => count > 0);
if (late.length) console.log(`Paths made during the timed runs (more than were made ahead): ${late.map(([run, count]) => `${run.endpoint} ${count}`).join(', ')}.`);
const failed = rows.filter((r) => r.errors > 0 || r.timeouts > 0 || r['non-2xx'] > 0);
if (failed.length) {
  console.log(`LOAD FAILED: errors, timeouts or non-2xx answers on ${[...new Set(failed.map((r) => `${r.endpoint} (${r.mode})`))].join(', ')}.`);
  process.exit(1);
}
console.log('LOAD PASSED: no errors, no timeouts, every answer 2xx.');
