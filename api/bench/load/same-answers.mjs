// Byte-identical check of two builds of the API: starts both (this build and --server, e.g. a build of the
// commit before a change) on the same SQLite file, asks each the same seeded random finder queries, and
// compares the answers' bytes and status codes. A speed or memory change to the finders must not change what
// they answer: this is the check run before committing one.
//
// Usage (from api/, after `pnpm --filter api build`; build the other commit into e.g. .tmp-before/dist;
// `pnpm --filter api bench:same-answers ...` runs the same):
//   node bench/load/same-answers.mjs --server .tmp-before/dist/server.js --sqlite ../.data/bench.sqlite
// Options: --count per endpoint (300), --seed (1), --only josaa,mhtcet (both), --data-dir, --fixtures.
// Exits 1 on the first differences (up to 5 are printed), 0 when every answer is the same.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { browserQuery, randomPathMakers, seededPaths } from '../lib/randomQueries.mjs';
import { fixtureDataDir, REAL_DATA_DIR, startApi } from '../lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    server: { type: 'string' },
    sqlite: { type: 'string' },
    count: { type: 'string', default: '300' },
    seed: { type: 'string', default: '1' },
    only: { type: 'string', default: 'josaa,mhtcet' },
    'data-dir': { type: 'string' },
    fixtures: { type: 'boolean', default: false },
  },
  strict: true,
});
if (!args.server) throw new Error('--server FILE: the other build\'s server.js to compare with.');
const count = Number(args.count);
const seed = Number(args.seed);
const dataDir = args.fixtures ? fixtureDataDir() : path.resolve(args['data-dir'] ?? REAL_DATA_DIR);

// One worker each: the two processes answer from the same database, one request at a time.
const env = { API_WORKERS: '1' };
console.log(`Starting both builds on ${dataDir}${args.sqlite ? ` (database ${args.sqlite})` : ''}…`);
const ours = await startApi({ dataDir, sqlitePath: args.sqlite, env });
const theirs = await startApi({ dataDir, sqlitePath: ours.sqlitePath, env, serverJs: path.resolve(args.server) });

/**
 * Beyond the load test's random queries, the finder options it leaves out: the other sort column and
 * order, later pages, home university, the state-wise search, rounds.
 */
const variants = (make, extra) => (rng) => {
  let path = make(rng);
  for (const [key, value] of Object.entries(extra(rng))) {
    // A parameter given twice is a 400: replace the base query's value, or add the parameter.
    const param = new RegExp(`([?&])${key}=[^&]*`);
    const pair = browserQuery({ [key]: value });
    path = param.test(path) ? path.replace(param, `$1${pair}`) : `${path}&${pair}`;
  }
  return path;
};
const makers = await randomPathMakers(ours.baseUrl);
const homeUniversities = (await (await fetch(`${ours.baseUrl}/api/cutoffs/options/mhtcet/home-universities/`)).json()).options.map((o) => o.value);
const families = {
  josaa: [
    makers.josaa,
    variants(makers.josaa, (rng) => ({ sort_by: rng.pick(['closing_rank', 'nirf_rank', 'opening_rank']), sort_order: rng.pick(['asc', 'desc']), page: String(rng.int(2, 4)) })),
  ],
  mhtcet: [
    makers.mhtcet,
    variants(makers.mhtcet, (rng) => ({
      sort_by: rng.pick(['closing_rank', 'closing_percentile']),
      sort_order: rng.pick(['asc', 'desc']),
      ...(rng.chance(0.5) ? { round: String(rng.int(1, 4)) } : {}),
      ...(rng.chance(0.4) ? { home_university: rng.pick(homeUniversities) } : {}),
    })),
    (rng) =>
      `/api/cutoffs/mhtcet/college-finder/?${browserQuery({
        year: rng.pick(['2025', '2024']),
        ...(rng.chance(0.5) ? { rank: String(rng.int(100, 300_000)) } : { percentile: (rng.int(5000, 9999) / 100).toFixed(2) }),
        quota: 'All India Seats',
        seat_type: 'AI',
        ...(rng.chance(0.5) ? { sort_order: 'desc' } : {}),
        page: String(rng.int(1, 3)),
        page_size: '50',
      })}`,
  ],
};

const chosen = args.only.split(',');
let compared = 0;
const differences = [];
/** Answers by status code and by whether they had rows: a check of 400s or empty pages only would prove little. */
const tally = {};
for (const name of chosen) {
  if (!families[name]) throw new Error(`--only: choose from ${Object.keys(families).join(', ')}.`);
  families[name].forEach((make, f) => {
    families[name][f] = seededPaths(make, seed + f);
  });
  for (let i = 0; i < count; i += 1) {
    const next = families[name][i % families[name].length];
    const p = next();
    const [a, b] = await Promise.all([ours, theirs].map(async (api) => {
      const res = await fetch(`${api.baseUrl}${p}`);
      return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
    }));
    compared += 1;
    const kind = `${a.status}${a.status === 200 && a.body.includes('"results":[]') ? ' (no rows)' : ''}`;
    tally[kind] = (tally[kind] ?? 0) + 1;
    if (a.status !== b.status || !a.body.equals(b.body)) differences.push({ path: p, a, b });
  }
}
await Promise.all([ours.stop(), theirs.stop()]);

for (const { path: p, a, b } of differences.slice(0, 5)) {
  let at = 0;
  while (at < Math.min(a.body.length, b.body.length) && a.body[at] === b.body[at]) at += 1;
  console.log(`DIFFERENT: ${p}\n  this build ${a.status}: …${a.body.subarray(Math.max(0, at - 80), at + 120)}\n  other build ${b.status}: …${b.body.subarray(Math.max(0, at - 80), at + 120)}`);
}
if (differences.length) {
  console.log(`SAME ANSWERS FAILED: ${differences.length} of ${compared} answers differ.`);
  process.exit(1);
}
console.log(`SAME ANSWERS PASSED: ${compared} answers (${chosen.join(', ')}, seed ${seed}) byte-identical, status codes equal: ${Object.entries(tally).map(([kind, n]) => `${n} ${kind}`).join(', ')}.`);
