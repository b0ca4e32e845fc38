// Load test of the MHT-CET and state-wise finder: autocannon against a running API (it starts nothing
// itself). The requests cycle through three typical guest searches (page 1 of 50): MHT-CET rank mode,
// MHT-CET percentile mode, and the state-wise All India search by JEE Main rank.
//   API_URL      base of the running API (default http://127.0.0.1:8000)
//   DURATION     seconds (default 10)   CONNECTIONS  concurrent connections (default 100)
//   BENCH_PATH   one request path instead of the three
// Usage: pnpm --filter api run bench:mhtcet   (start the API first, with the MHT-CET data imported)
import autocannon from 'autocannon';
import { loadFigures } from '../lib/figures.mjs';

const base = (process.env.API_URL ?? 'http://127.0.0.1:8000').replace(/\/+$/, '');
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 100);

const finder = '/api/cutoffs/mhtcet/college-finder/';
const quotas = ['State Level', 'Home University Seats Allotted to Home University Candidates', 'Other Than Home University Seats Allotted to Other Than Home University Candidates'];
const mh = (extra) =>
  `${finder}?${new URLSearchParams({
    year: '2025',
    ...extra,
    seat_type: 'GOPENS,GOPENH,GOPENO,LOPENS,GOBCS,GOBCH,TFWS,EWS',
    quota: quotas.join(','),
    district: 'Pune,Mumbai City,Mumbai Suburban,Thane,Nagpur,Nashik,Raigad',
    page: '1',
    page_size: '50',
  })}`;
const paths = process.env.BENCH_PATH
  ? [process.env.BENCH_PATH]
  : [
      mh({ rank: '20000' }),
      mh({ percentile: '92.5' }),
      `${finder}?${new URLSearchParams({ year: '2025', rank: '60000', quota: 'All India Seats', seat_type: 'AI', page: '1', page_size: '50' })}`,
    ];

async function check(path) {
  const url = `${base}${path}`;
  try {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
    const body = await res.json();
    if (!body.count) throw new Error(`no rows (${JSON.stringify(body).slice(0, 200)}); is the MHT-CET data imported?`);
    console.log(`Checked ${path.slice(0, 90)}…: ${body.results.length} rows of ${body.count}`);
  } catch (error) {
    console.error(`The API is not answering as expected at ${url} (${error.message}). Start it first, or set API_URL.`);
    process.exit(1);
  }
}

for (const path of paths) await check(path);
console.log(`autocannon: ${connections} connections for ${duration} s over ${paths.length} request(s)`);
const result = await autocannon({ url: base, connections, duration, requests: paths.map((path) => ({ method: 'GET', path })) });
const figures = {
  url: `${base}${finder}`,
  requests: paths.length,
  connections,
  duration_s: duration,
  ...loadFigures(result),
};
console.table(figures);
console.log(JSON.stringify(figures));
process.exitCode = result.errors > 0 || result.non2xx > 0 ? 1 : 0;
