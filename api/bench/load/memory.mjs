// What holds an API worker's memory: builds each in-memory structure the API keeps, one after the other,
// in this process, and prints the growth of the heap, of memory outside it (typed arrays, buffers) and of
// RSS after each (each figure taken after a full garbage collection). Reads the built API (dist/) and a
// database already imported (e.g. the one `node bench/load/load.mjs --sqlite FILE` left).
//
// Usage (from api/): node --expose-gc bench/load/memory.mjs --sqlite ../.data/bench.sqlite [--data-dir DIR]
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { API_DIR, REAL_DATA_DIR } from '../lib/server.mjs';

const { values: args } = parseArgs({ options: { sqlite: { type: 'string' }, 'data-dir': { type: 'string' } }, strict: true });
if (!args.sqlite) throw new Error('--sqlite FILE: a database the API has imported the data into.');
if (typeof globalThis.gc !== 'function') throw new Error('Run with node --expose-gc.');
const load = createRequire(path.join(API_DIR, 'package.json'));
const { createDb } = load('./dist/db/createDb.js');
const { josaaCatalog } = load('./dist/domain/josaa/options.js');
const { josaaYearIndex } = load('./dist/domain/josaa/seatIndex.js');
const { mhtcetData } = load('./dist/domain/mhtcet/catalog.js');
const { prepareMhtcetAnswers } = load('./dist/domain/mhtcet/finder.js');
const { loadPredictorModels } = load('./dist/domain/predictors/tables.js');

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1).padStart(7);
const measure = () => {
  globalThis.gc();
  // `external` already holds `arrayBuffers` (typed arrays, buffers): memory outside the V8 heap.
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  return { rss, heapUsed, heapTotal, outside: external };
};
let last = measure();
const rows = [];
const step = async (name, build) => {
  const kept = await build();
  const now = measure();
  rows.push({ step: name, 'heap +MB': mb(now.heapUsed - last.heapUsed), 'outside heap +MB': mb(now.outside - last.outside), 'RSS +MB': mb(now.rss - last.rss), 'RSS MB': mb(now.rss), 'heap reserved MB': mb(now.heapTotal) });
  last = now;
  return kept;
};

const keep = [];
rows.push({ step: 'node, the API modules', 'heap +MB': '', 'outside heap +MB': '', 'RSS +MB': '', 'RSS MB': mb(last.rss) });
const db = await step('database connection', () => createDb({ databaseUrl: null, sqlitePath: path.resolve(args.sqlite) }));
keep.push(await step('predictor models', () => loadPredictorModels(path.resolve(args['data-dir'] ?? REAL_DATA_DIR))));
const years = (await josaaCatalog(db)).years();
for (const year of years) keep.push(await step(`JoSAA index ${year}`, () => josaaYearIndex(db, year)));
const mhtcet = await step('MHT-CET finder index', () => mhtcetData(db));
keep.push(mhtcet);
// Found when the API starts (routes/mhtcet.ts), kept with the index.
await step('MHT-CET answer pieces of every row', () => prepareMhtcetAnswers(mhtcet));
console.table(rows);
console.log(`heap used ${mb(last.heapUsed)} MB, outside the heap ${mb(last.outside)} MB, RSS ${mb(last.rss)} MB (${keep.length} structures kept).`);
await db.destroy();
