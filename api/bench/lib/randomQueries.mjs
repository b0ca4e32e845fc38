// Random queries for the load scripts, as students' browsers send them: every request different, drawn
// from one seeded generator (the same seed gives the same sequence), with the values the API's own option
// lists offer. Ranks are log-uniform between 200 and 200,000 (as many students near rank 1,000 as near
// 100,000 per unit of log rank), and values are encoded as the pages' client writes them.
import { Random } from './seededRandom.mjs';

export const RANK_MIN = 200;
export const RANK_MAX = 200_000;

/** A rank log-uniform in [RANK_MIN, RANK_MAX]. */
export const logUniformRank = (rng) => Math.round(Math.exp(Math.log(RANK_MIN) + rng.next() * (Math.log(RANK_MAX) - Math.log(RANK_MIN))));

/** A query string as the pages' client writes it: values percent-encoded, the commas of a list kept. */
export const browserQuery = (params) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/g, ',')}`)
    .join('&');

/** `count` distinct values of `list` (fewer when the list is shorter), in the list's order. */
function someOf(rng, list, count) {
  const chosen = new Set();
  while (chosen.size < Math.min(count, list.length)) chosen.add(rng.pick(list));
  return list.filter((value) => chosen.has(value));
}

async function optionValues(base, path) {
  const res = await fetch(`${base}${path}`);
  if (!res.ok) throw new Error(`${base}${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  const body = await res.json();
  return body.options.map((option) => option.value).filter((value) => value !== 'ALL');
}

const MH_ALL_INDIA_QUOTA = 'All India Seats';

/**
 * Path generators for each endpoint with a random mode, built from the option lists of the API at `base`.
 * Returns { name: (rng) => path }.
 */
export async function randomPathMakers(base) {
  const [josaaYears, seatTypes, genders, quotas, mhYears, mhSeatTypes, mhQuotas, districts] = await Promise.all([
    optionValues(base, '/api/cutoffs/options/josaa/years/'),
    optionValues(base, '/api/cutoffs/options/josaa/seat-types/'),
    optionValues(base, '/api/cutoffs/options/josaa/genders/'),
    optionValues(base, '/api/cutoffs/options/josaa/quotas/'),
    optionValues(base, '/api/cutoffs/options/mhtcet/years/'),
    optionValues(base, '/api/cutoffs/options/mhtcet/seat-types/'),
    optionValues(base, '/api/cutoffs/options/mhtcet/quotas/'),
    optionValues(base, '/api/cutoffs/options/mhtcet/districts/'),
  ]);
  const mhStateQuotas = mhQuotas.filter((quota) => quota !== MH_ALL_INDIA_QUOTA);
  return {
    josaa: (rng) =>
      `/api/cutoffs/josaa/college-finder/?${browserQuery({
        rank: logUniformRank(rng),
        exam_type: rng.pick(['jee_main', 'jee_main', 'jee_advanced']),
        year: rng.pick(josaaYears.slice(0, 3)),
        round: rng.weighted([[3, 'ALL'], [1, String(rng.int(1, 5))]]),
        quota: rng.chance(0.5) ? 'ALL' : rng.pick(quotas),
        seat_type: rng.pick(seatTypes),
        gender: rng.pick(genders),
        page: '1',
        page_size: '50',
      })}`,
    mhtcet: (rng) =>
      `/api/cutoffs/mhtcet/college-finder/?${browserQuery({
        year: rng.pick(mhYears.slice(0, 2)),
        ...(rng.chance(0.7) ? { rank: logUniformRank(rng) } : { percentile: (rng.int(5000, 9999) / 100).toFixed(2) }),
        seat_type: someOf(rng, mhSeatTypes, rng.int(1, 6)).join(','),
        quota: someOf(rng, mhStateQuotas, rng.int(1, 3)).join(','),
        district: someOf(rng, districts, rng.int(1, 6)).join(','),
        page: '1',
        page_size: '50',
      })}`,
    'jee-main': (rng) =>
      `/api/jee-predictor/?${browserQuery(rng.chance(0.5) ? { exam_type: 'jee_mains', score: rng.int(-10, 300) } : { exam_type: 'jee_mains', percentile: (rng.int(0, 10000) / 100).toFixed(2) })}`,
    'jee-advanced': (rng) => `/api/jee-predictor/?${browserQuery({ exam_type: 'jee_advanced', score: rng.int(0, 360) })}`,
    'mhtcet-predictor': (rng) =>
      `/api/mhtcet-predictor/?${browserQuery(rng.chance(0.5) ? { percentile: (rng.int(0, 10000) / 100).toFixed(2) } : { score: rng.int(0, 200) })}`,
  };
}

/** A generator of paths from `make`, seeded: the n-th path of a seed is always the same. */
export function seededPaths(make, seed) {
  const rng = new Random(seed);
  return () => make(rng);
}

/**
 * The same seeded paths as seededPaths, made ahead: `fill(n)` makes the next n before a timed run, so the
 * run's load generator (on the same machine as the API) spends no CPU on making them (~7 us a MHT-CET
 * path, about a sixth of what the generator spends per request); `next()` hands them out in order and
 * makes one itself only when the ones made ahead run out (`late` counts those).
 */
export function pathsAhead(make, seed) {
  const rng = new Random(seed);
  let ready = [];
  let at = 0;
  const ahead = {
    late: 0,
    /** Makes paths until `count` are ready and not yet handed out. */
    fill(count) {
      ready = ready.slice(at);
      at = 0;
      while (ready.length < count) ready.push(make(rng));
    },
    next() {
      if (at < ready.length) return ready[at++];
      ahead.late += 1;
      return make(rng);
    },
  };
  return ahead;
}
