// Load test of the JoSAA college finder: autocannon against a running API (it starts nothing itself),
// three typical queries one after the other, each asked twice: as plain JSON (no Accept-Encoding) and as a
// browser asks (Accept-Encoding: gzip, deflate, br: the API answers in brotli).
//   API_URL      base of the running API (default http://127.0.0.1:8000)
//   DURATION     seconds per query and form (default 10)   CONNECTIONS  concurrent connections (default 100)
// Usage: pnpm --filter api run bench:josaa   (start the API on the real data first: pnpm --filter api start)
import autocannon from 'autocannon';
import { loadFigures } from '../lib/figures.mjs';

const base = (process.env.API_URL ?? 'http://127.0.0.1:8000').replace(/\/+$/, '');
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 100);
const finder = '/api/cutoffs/josaa/college-finder/';

const QUERIES = [
  {
    name: 'JEE Main rank 15000, 2025, all rounds, OPEN, Gender-Neutral, page 1 of 50',
    path: `${finder}?rank=15000&exam_type=jee_main&year=2025&round=ALL&quota=ALL&seat_type=OPEN&gender=Gender-Neutral&page=1&page_size=50`,
  },
  {
    name: 'JEE Advanced rank 2500, 2024 round 5, AI, OPEN, Gender-Neutral, page 1 of 50',
    path: `${finder}?rank=2500&exam_type=jee_advanced&year=2024&round=5&quota=AI&seat_type=OPEN&gender=Gender-Neutral&page=1&page_size=50`,
  },
  {
    name: 'JEE Main rank 10000, 2023 round 6, OS, OBC-NCL, Female-only, by closing rank, page 2 of 50',
    path: `${finder}?rank=10000&exam_type=jee_main&year=2023&round=6&quota=OS&seat_type=OBC-NCL&gender=${encodeURIComponent('Female-only (including Supernumerary)')}&sort_by=closing_rank&page=2&page_size=50`,
  },
  {
    name: 'The first query with home_state=Tamil Nadu',
    path: `${finder}?rank=15000&exam_type=jee_main&year=2025&round=ALL&quota=ALL&seat_type=OPEN&gender=Gender-Neutral&page=1&page_size=50&home_state=Tamil%20Nadu`,
  },
  {
    name: 'The first query as view=seat with home_state=Tamil Nadu',
    path: `${finder}?rank=15000&exam_type=jee_main&year=2025&quota=ALL&seat_type=OPEN&gender=Gender-Neutral&page=1&page_size=50&home_state=Tamil%20Nadu&view=seat`,
  },
];

async function check(url) {
  try {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
    const body = await res.json();
    return `${body.results?.length ?? '?'} rows of ${body.count ?? '?'}`;
  } catch (error) {
    console.error(`The API is not answering at ${url} (${error.message}). Start it first, or set API_URL.`);
    process.exit(1);
  }
}

const FORMS = [
  { name: 'plain', headers: {} },
  { name: 'browser (br)', headers: { 'accept-encoding': 'gzip, deflate, br' } },
];

const all = [];
for (const query of QUERIES) {
  const url = `${base}${query.path}`;
  console.log(`\n${query.name}\n  ${url}\n  check: ${await check(url)}`);
  for (const form of FORMS) {
    const result = await autocannon({ url, connections, duration, headers: form.headers });
    const figures = {
      query: query.name,
      form: form.name,
      bytes_per_response: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
      connections,
      duration_s: duration,
      ...loadFigures(result),
    };
    all.push(figures);
    console.log(JSON.stringify(figures));
  }
}
console.table(all.map(({ query, ...rest }) => ({ query: query.slice(0, 40), ...rest })));
process.exitCode = all.some((f) => f.errors > 0 || f.non_2xx > 0) ? 1 : 0;
