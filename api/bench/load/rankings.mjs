// Load test of the rankings list: autocannon against a running API (it starts nothing itself).
//   API_URL   base of the running API (default http://127.0.0.1:8000)
//   DURATION  seconds (default 10)   CONNECTIONS  concurrent connections (default 50)
//   BENCH_PATH  request path (default the 2025 list, page 1 of 50)
// Usage: pnpm --filter api bench   (start the API first: pnpm --filter api start)
import autocannon from 'autocannon';
import { loadFigures } from '../lib/figures.mjs';

const base = (process.env.API_URL ?? 'http://127.0.0.1:8000').replace(/\/+$/, '');
const path = process.env.BENCH_PATH ?? '/api/rankings/?year=2025&page=1&page_size=50';
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);
const url = `${base}${path}`;

async function check() {
  try {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
    const body = await res.json();
    console.log(`Checked ${url}: ${body.results?.length ?? '?'} rows of ${body.count ?? '?'}`);
  } catch (error) {
    console.error(`The API is not answering at ${url} (${error.message}). Start it first, or set API_URL.`);
    process.exit(1);
  }
}

await check();
console.log(`autocannon: ${connections} connections for ${duration} s`);
const result = await autocannon({ url, connections, duration });
const figures = {
  url,
  connections,
  duration_s: duration,
  ...loadFigures(result),
};
console.table(figures);
console.log(JSON.stringify(figures));
process.exitCode = result.errors > 0 || result.non2xx > 0 ? 1 : 0;
