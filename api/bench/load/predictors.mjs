// Load test of the rank predictors: autocannon against a running API (it starts nothing itself), one
// run per predictor and input, each cycling through a few valid inputs.
//   API_URL      base of the running API (default http://127.0.0.1:8000)
//   DURATION     seconds per run (default 10)   CONNECTIONS  concurrent connections (default 50)
// Usage: npx -y pnpm@10.34.9 --filter api bench:predictors   (start the API first)
import autocannon from 'autocannon';
import { loadFigures } from '../lib/figures.mjs';

const base = (process.env.API_URL ?? 'http://127.0.0.1:8000').replace(/\/+$/, '');
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);

const RUNS = [
  { name: 'JEE Main score', path: '/api/jee-predictor/?exam_type=jee_mains&score=', values: [250, 180, 120, 60, -10] },
  { name: 'JEE Main percentile', path: '/api/jee-predictor/?exam_type=jee_mains&percentile=', values: [99, 99.9, 95.5, 80, 100] },
  { name: 'JEE Advanced score', path: '/api/jee-predictor/?exam_type=jee_advanced&score=', values: [200, 300, 150, 110, 90] },
  { name: 'MHT-CET percentile', path: '/api/mhtcet-predictor/?percentile=', values: [95, 99.5, 80.25, 50, 10] },
  { name: 'MHT-CET score', path: '/api/mhtcet-predictor/?score=', values: [150, 100, 60, 180, 20] },
];

async function check(url) {
  try {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
    const body = await res.json();
    if (!body.rank_prediction) throw new Error(`unexpected body ${JSON.stringify(body).slice(0, 200)}`);
  } catch (error) {
    console.error(`The API is not answering at ${url} (${error.message}). Start it first, or set API_URL.`);
    process.exit(1);
  }
}

const figures = [];
let failed = false;
for (const run of RUNS) {
  await check(`${base}${run.path}${run.values[0]}`);
  console.log(`autocannon: ${run.name}, ${connections} connections for ${duration} s`);
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: run.values.map((value) => ({ method: 'GET', path: `${run.path}${value}` })),
  });
  figures.push({
    predictor: run.name,
    ...loadFigures(result),
  });
  failed ||= result.errors > 0 || result.non2xx > 0;
}
console.table(figures);
console.log(`\n| predictor | req/s | p50 ms | p99 ms | max ms | errors / non-2xx |\n|---|---:|---:|---:|---:|---:|`);
for (const f of figures) {
  console.log(`| ${f.predictor} | ${f.requests_per_s} | ${f.latency_p50_ms} | ${f.latency_p99_ms} | ${f.latency_max_ms} | ${f.errors} / ${f.non_2xx} |`);
}
console.log(JSON.stringify({ connections, duration_s: duration, figures }));
process.exitCode = failed ? 1 : 0;
