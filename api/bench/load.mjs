// Load test (autocannon) of the API's busiest calls, one after the other, at 100 connections for 60 s each:
// the JoSAA finder (rank 15000, JEE Main, 2025, all rounds, OPEN, Gender-Neutral, page 1 of 50), the MHT-CET
// finder, the rankings and each predictor. Prints one table: req/s, p50, p99 and max latency, errors,
// non-2xx answers and bytes per response. Exits 1 on any error, timeout or non-2xx answer.
//
// Usage (from api/, after `pnpm --filter api build`):
//   node bench/load.mjs                      starts the API on the real data (temporary SQLite: ~30 s import first)
//   node bench/load.mjs --sqlite ../.data/bench.sqlite   reuse a database (imported on its first start)
//   node bench/load.mjs --url http://127.0.0.1:8000      an API already running
// Options: --connections (100), --duration seconds (60), --only name[,name] (e.g. josaa,rankings),
//   --accept-encoding VALUE (none by default; e.g. "gzip, br" as browsers send), --data-dir, --fixtures, --port.
import autocannon from 'autocannon';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fixtureDataDir, REAL_DATA_DIR, startApi } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    connections: { type: 'string', default: '100' },
    duration: { type: 'string', default: '60' },
    only: { type: 'string' },
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
if (!Number.isSafeInteger(connections) || connections < 1 || !Number.isSafeInteger(duration) || duration < 1) {
  throw new Error('--connections and --duration must be whole numbers of 1 or more.');
}

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
  api = await startApi({ port: args.port ? Number(args.port) : undefined, dataDir, sqlitePath: args.sqlite });
  base = api.baseUrl;
}

// Each request answers 200 before it is timed, and is warmed once (first-use caches).
for (const endpoint of chosen) {
  const res = await fetch(`${base}${endpoint.path}`, { headers }).catch((error) => ({ ok: false, status: error.message, text: async () => '' }));
  if (!res.ok) {
    console.error(`${endpoint.name}: ${base}${endpoint.path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    if (api) await api.stop();
    process.exit(1);
  }
  await res.arrayBuffer();
}

console.log(`autocannon: ${connections} connections, ${duration} s per endpoint, ${base}${headers['accept-encoding'] ? `, accept-encoding: ${headers['accept-encoding']}` : ''}`);
const rows = [];
for (const endpoint of chosen) {
  process.stdout.write(`  ${endpoint.label}… `);
  const result = await autocannon({ url: `${base}${endpoint.path}`, connections, duration, headers });
  const row = {
    endpoint: endpoint.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    'non-2xx': result.non2xx,
    'bytes/resp': result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    requests: result.requests.total,
  };
  rows.push(row);
  console.log(JSON.stringify(row));
}
if (api) await api.stop();

console.log(`\n${connections} connections, ${duration} s each (bytes/resp includes the headers):`);
console.table(rows);
const failed = rows.filter((r) => r.errors > 0 || r.timeouts > 0 || r['non-2xx'] > 0);
if (failed.length) {
  console.log(`LOAD FAILED: errors, timeouts or non-2xx answers on ${failed.map((r) => r.endpoint).join(', ')}.`);
  process.exit(1);
}
console.log('LOAD PASSED: no errors, no timeouts, every answer 2xx.');
