// What one random MHT-CET finder search costs, part by part, in this process (no HTTP, no load generator):
// reading the query, the answer-cache key, the search, writing the answer's text and turning it into the
// UTF-8 Buffer the route sends. Under load a worker spends more than this on each part (the caches of a
// shared CPU, garbage collection, the socket write); the parts' proportions are what this shows, and how a
// change to one of them moves it without a load run's noise.
//
// The queries are load.mjs's random MHT-CET searches (bench/lib/randomQueries.mjs, seeded), read as a guest.
// Every row's answer pieces are found first, as the API does before it listens, and a first pass over the
// searches is untimed; then every part is timed over all of them, --rounds times, and the median round is
// printed. The reference beside them is this machine's speed at a like task: Buffer.from of one flat ASCII
// text of the answers' mean size. It moves between invocations more than the parts do: compare runs by
// microseconds.
//
// Reads the built API (dist/) and a database it has imported (e.g. the one `node bench/load/load.mjs --sqlite
// FILE` left); it starts the API on that file for a moment to read the option lists the queries draw from.
// Usage (from api/): node bench/load/mhtcet-parts.mjs --sqlite ../.data/bench.sqlite [--count 30000]
//   [--rounds 5] [--seed 1] [--data-dir DIR]
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { randomPathMakers, seededPaths } from '../lib/randomQueries.mjs';
import { API_DIR, REAL_DATA_DIR, startApi } from '../lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    sqlite: { type: 'string' },
    count: { type: 'string', default: '30000' },
    rounds: { type: 'string', default: '5' },
    seed: { type: 'string', default: '1' },
    'data-dir': { type: 'string' },
  },
  strict: true,
});
if (!args.sqlite) throw new Error('--sqlite FILE: a database the API has imported the data into.');
const count = Number(args.count);
const rounds = Number(args.rounds);
if (!(count > 0) || !(rounds > 0)) throw new Error('--count and --rounds must be positive numbers.');

const load = createRequire(path.join(API_DIR, 'package.json'));
const { createDb } = load('./dist/db/createDb.js');
const { mhtcetData } = load('./dist/domain/mhtcet/catalog.js');
const { mhtcetAnswerText, prepareMhtcetAnswers, searchMhtcet } = load('./dist/domain/mhtcet/finder.js');
const { parseFinderRequest } = load('./dist/http/params/mhtcet.js');
const { GUEST } = load('./dist/auth/viewer.js');

// The option lists the random queries draw from, as the running API serves them.
const api = await startApi({ sqlitePath: args.sqlite, dataDir: path.resolve(args['data-dir'] ?? REAL_DATA_DIR), env: { API_WORKERS: '1' } });
let makeQuery;
try {
  makeQuery = seededPaths((await randomPathMakers(api.baseUrl)).mhtcet, Number(args.seed));
} finally {
  await api.stop();
}
const queries = Array.from({ length: count }, () => Object.fromEntries(new URL(makeQuery(), 'http://api.invalid').searchParams));

const db = createDb({ databaseUrl: null, sqlitePath: path.resolve(args.sqlite) });
const data = await mhtcetData(db);
// As the API does before it listens: every row's answer pieces found, in row order.
await prepareMhtcetAnswers(data);
// The state-wise searches' JEE Main counts are not needed: the random searches are MHT-CET rank or percentile.
const requests = queries.map((query) => parseFinderRequest(query, GUEST, data.catalog, null));
let bytes = 0;
let rows = 0;
for (const req of requests) {
  bytes += Buffer.byteLength(mhtcetAnswerText(data, req));
  rows += searchMhtcet(data, req).rows.length;
}

const reference = 'x'.repeat(Math.round(bytes / count));
const parts = [
  ['reference: Buffer.from of a flat text of the mean answer size', () => reference.length > 0 && Buffer.from(reference).length],
  ['reading the query (parseFinderRequest)', (i) => parseFinderRequest(queries[i], GUEST, data.catalog, null).page],
  ['the answer-cache key (JSON.stringify of the search)', (i) => JSON.stringify(requests[i]).length],
  ['the search (searchMhtcet)', (i) => searchMhtcet(data, requests[i]).rows.length],
  ['search and text (mhtcetAnswerText)', (i) => mhtcetAnswerText(data, requests[i]).length],
  ['search, text and UTF-8 Buffer', (i) => Buffer.from(mhtcetAnswerText(data, requests[i])).length],
];
// Each part's microseconds per search in each round; a sink keeps the work from being optimised away.
const perRound = parts.map(() => []);
let sink = 0;
for (let round = 0; round < rounds; round += 1) {
  for (const [p, [, run]] of parts.entries()) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < count; i += 1) sink += run(i) ? 1 : 0;
    perRound[p].push(Number(process.hrtime.bigint() - start) / count / 1000);
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const referenceUs = median(perRound[0]);
const table = parts.map(([label], p) => ({
  part: label,
  'us a search (median round)': Number(median(perRound[p]).toFixed(2)),
  'x reference': Number((median(perRound[p]) / referenceUs).toFixed(2)),
  'rounds, min-max us': `${Math.min(...perRound[p]).toFixed(2)}-${Math.max(...perRound[p]).toFixed(2)}`,
}));
console.log(`${os.cpus()[0]?.model ?? 'CPU unknown'}, ${os.cpus().length} cores, Node ${process.version}; ${count} random MHT-CET searches (seed ${args.seed}), ${rounds} rounds; answers ${Math.round(bytes / count)} bytes and ${(rows / count).toFixed(1)} rows on average`);
console.table(table);
const search = median(perRound[3]);
const text = median(perRound[4]);
const buffer = median(perRound[5]);
console.log(`Writing the text: ${(text - search).toFixed(2)} us a search; the UTF-8 Buffer: ${(buffer - text).toFixed(2)} us (checksum ${sink % 1000}).`);
await db.destroy();
