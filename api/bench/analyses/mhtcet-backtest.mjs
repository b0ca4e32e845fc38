// Backtest of the MHT-CET / state-wise chance rule (api/src/domain/mhtcet/chance.ts) on the real data.
// For every seat that appears in year Y-1 and year Y in the same CAP round (same choice code, seat type,
// quota and stage; All India JEE Main rows: same choice code and allotment type), a student is placed at
// ratio x of year Y-1's closing value (x = 0.01 .. 3.00 in steps of 0.01; rank mode: rank = x * closing
// rank; percentile modes: 100 - percentile = x * (100 - closing percentile)). The rule labels the
// student from year Y-1's row, and the student "obtained" the seat when year Y's closing value admits
// them (rank <= closing rank Y; percentile >= closing percentile Y).
// Prints: the share obtained per label, per year pair and pooled; P(obtained | x) at each threshold;
// and the thresholds the data suggests (largest x up to which P(obtained | x) stays >= 90% / 50% / 10%).
//   DATA_DIR   data folder (default ../shared/data from the repo root)
// Usage: pnpm --filter api run backtest:mhtcet   (builds the API first; uses dist/)
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { parseMhtcetCsv, MHTCET_FILE } = require('../../dist/import/mhtcet.js');
const { CHANCE_THRESHOLDS, chanceFor, withinReach } = require('../../dist/domain/mhtcet/chance.js');
const { loadConfig } = require('../../dist/config.js');

const dataDir = loadConfig(process.env).dataDir;
const file = path.join(dataDir, MHTCET_FILE);
const started = Date.now();
const { records, errors } = parseMhtcetCsv(readFileSync(file, 'utf8'), file);
if (errors.length) console.warn(`${errors.length} bad rows skipped (as the import would)`);

// Lists: "year|round|kind" -> Map(key -> { rank, percentile })
const lists = new Map();
let duplicates = 0;
for (const r of records) {
  let kind;
  let key;
  if (r.seat_type !== 'AI') {
    kind = 'MH';
    key = `${r.branch_code}|${r.seat_type}|${r.quota}|${r.stage ?? ''}`;
  } else if (r.jee_main_ai === 1) {
    kind = 'AI';
    key = `${r.branch_code}|${r.ai_allotment}|${r.ai_original_seat_type ?? ''}`;
  } else continue;
  const id = `${r.year}|${r.round}|${kind}`;
  if (!lists.has(id)) lists.set(id, new Map());
  const list = lists.get(id);
  if (list.has(key)) {
    duplicates += 1;
    continue;
  }
  list.set(key, { rank: r.closing_rank, percentile: r.closing_percentile });
}

const ROMAN = ['I', 'II', 'III', 'IV'];
const pairs = [];
for (const id of lists.keys()) {
  const [year, round, kind] = id.split('|');
  const previous = `${Number(year) - 1}|${round}|${kind}`;
  if (lists.has(previous)) pairs.push({ kind, from: previous, to: id, label: `${Number(year) - 1}->${year} ${ROMAN[round - 1]}` });
}
pairs.sort((a, b) => a.kind.localeCompare(b.kind) || a.label.localeCompare(b.label));

const GRID = Array.from({ length: 300 }, (_, i) => (i + 1) / 100);
const BASES = [
  { basis: 'mhtcet_rank', kind: 'MH' },
  { basis: 'mhtcet_percentile', kind: 'MH' },
  { basis: 'jee_main_percentile', kind: 'AI' },
];

function evaluate(basis, pair) {
  const before = lists.get(pair.from);
  const after = lists.get(pair.to);
  const labels = { High: [0, 0], Medium: [0, 0], Low: [0, 0], 'not returned': [0, 0] };
  const curve = GRID.map(() => [0, 0]);
  let seats = 0;
  for (const [key, old] of before) {
    const now = after.get(key);
    if (!now) continue;
    seats += 1;
    GRID.forEach((x, i) => {
      let student;
      let obtained;
      if (basis === 'mhtcet_rank') {
        student = x * old.rank;
        obtained = student <= now.rank;
      } else {
        student = 100 - x * (100 - old.percentile);
        if (student < 0) return;
        obtained = student >= now.percentile;
      }
      const label = withinReach(basis, student, old) ? chanceFor(basis, student, old) : 'not returned';
      labels[label][0] += obtained ? 1 : 0;
      labels[label][1] += 1;
      curve[i][0] += obtained ? 1 : 0;
      curve[i][1] += 1;
    });
  }
  return { seats, labels, curve };
}

const pct = ([hit, n]) => (n ? `${((100 * hit) / n).toFixed(1)}%` : '-');
const rateAt = (curve, x) => {
  const [hit, n] = curve[Math.round(x * 100) - 1];
  return n ? hit / n : NaN;
};
function suggest(curve, level) {
  let best = 0;
  for (let i = 0; i < GRID.length; i += 1) {
    const [hit, n] = curve[i];
    if (!n || hit / n < level) break;
    best = GRID[i];
  }
  return best;
}
const add = (a, b) => a.map((v, i) => [v[0] + b[i][0], v[1] + b[i][1]]);

const summary = [];
for (const { basis, kind } of BASES) {
  const t = CHANCE_THRESHOLDS[basis];
  console.log(`\n## ${basis} (${kind} lists)   thresholds: High x <= ${t.high}, Medium x <= ${t.medium}, returned while x <= ${t.reach}`);
  const rows = [];
  let pooled = null;
  let pooledCurve = GRID.map(() => [0, 0]);
  let pooledSeats = 0;
  for (const pair of pairs.filter((p) => p.kind === kind)) {
    const result = evaluate(basis, pair);
    pooledSeats += result.seats;
    pooledCurve = add(pooledCurve, result.curve);
    pooled = pooled ? Object.fromEntries(Object.entries(pooled).map(([k, v]) => [k, [v[0] + result.labels[k][0], v[1] + result.labels[k][1]]])) : result.labels;
    rows.push({ pair: pair.label, seats: result.seats, ...labelColumns(result.labels), ...pointColumns(result.curve, t) });
  }
  rows.push({ pair: 'pooled', seats: pooledSeats, ...labelColumns(pooled), ...pointColumns(pooledCurve, t) });
  console.table(rows);
  const suggested = { high: suggest(pooledCurve, 0.9), medium: suggest(pooledCurve, 0.5), reach: suggest(pooledCurve, 0.1) };
  console.log(`suggested by the pooled curve: high ${suggested.high}, medium ${suggested.medium}, reach ${suggested.reach}`);
  // Out of sample: thresholds from the pairs that end before the newest year, checked on the newest year's pairs.
  const newest = Math.max(...pairs.filter((p) => p.kind === kind).map((p) => Number(p.to.split('|')[0])));
  let earlyCurve = GRID.map(() => [0, 0]);
  let lateCurve = GRID.map(() => [0, 0]);
  for (const pair of pairs.filter((p) => p.kind === kind)) {
    const { curve } = evaluate(basis, pair);
    if (Number(pair.to.split('|')[0]) < newest) earlyCurve = add(earlyCurve, curve);
    else lateCurve = add(lateCurve, curve);
  }
  const early = { high: suggest(earlyCurve, 0.9), medium: suggest(earlyCurve, 0.5), reach: suggest(earlyCurve, 0.1) };
  const at = (x) => `${(100 * rateAt(lateCurve, x)).toFixed(0)}%`;
  console.log(
    `out of sample: pairs ending before ${newest} suggest high ${early.high}, medium ${early.medium}, reach ${early.reach}; ` +
      `on the ${newest} pairs P(obtained) there is ${at(early.high)}, ${at(early.medium)}, ${at(early.reach)}`,
  );
  console.log(
    'P(obtained | x): ' +
      [0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.4, 1.5, 2.0].map((x) => `${x}: ${(100 * rateAt(pooledCurve, x)).toFixed(0)}%`).join(', '),
  );
  summary.push({ basis, ...t, suggested, pooled: labelColumns(pooled) });
}

function labelColumns(labels) {
  return {
    High: pct(labels.High),
    Medium: pct(labels.Medium),
    Low: pct(labels.Low),
    'not returned': pct(labels['not returned']),
  };
}
function pointColumns(curve, t) {
  const at = (x) => `${(100 * rateAt(curve, x)).toFixed(0)}%`;
  return { 'P@high': at(t.high), 'P@medium': at(t.medium), 'P@reach': at(t.reach) };
}

console.log(`\n${records.length} rows read, ${duplicates} duplicate keys skipped, ${pairs.length} year pairs, ${Date.now() - started} ms`);
const mismatched = summary.filter((s) => s.suggested.high !== s.high || s.suggested.medium !== s.medium || s.suggested.reach !== s.reach);
if (mismatched.length) {
  console.log(`Note: chance.ts thresholds differ from the data's suggestion for ${mismatched.map((s) => s.basis).join(', ')} (see above).`);
}
console.log(JSON.stringify(summary));

