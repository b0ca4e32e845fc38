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
// Usage: pnpm --filter api run backtest:mhtcet
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Chance, MhtcetFinderBasis } from 'shared-contracts';
import { CHANCE_THRESHOLDS, chanceFor, withinReach, type ChanceThresholds } from '../../src/domain/mhtcet/chance';
import { MHTCET_FILE, parseMhtcetCsv } from '../../src/import/mhtcet';
import { analysisDataDir } from './dataDir';

/** A seat's closing values in one list. */
interface Closing {
  rank: number;
  percentile: number;
}
type Kind = 'MH' | 'AI';
interface YearPair {
  kind: string;
  from: string;
  to: string;
  label: string;
}
type Label = Chance | 'not returned';
/** [obtained, sampled] */
type Tally = [number, number];
type LabelTallies = Record<Label, Tally>;

const dataDir = analysisDataDir();
const file = path.join(dataDir, MHTCET_FILE);
const started = Date.now();
const { records, errors } = parseMhtcetCsv(readFileSync(file, 'utf8'), file);
if (errors.length) console.warn(`${errors.length} bad rows skipped (as the import would)`);

// Lists: "year|round|kind" -> Map(key -> { rank, percentile })
const lists = new Map<string, Map<string, Closing>>();
let duplicates = 0;
for (const r of records) {
  let kind: Kind;
  let key: string;
  if (r.seat_type !== 'AI') {
    kind = 'MH';
    key = `${r.branch_code}|${r.seat_type}|${r.quota}|${r.stage ?? ''}`;
  } else if (r.jee_main_ai === 1) {
    kind = 'AI';
    key = `${r.branch_code}|${r.ai_allotment}|${r.ai_original_seat_type ?? ''}`;
  } else continue;
  const id = `${r.year}|${r.round}|${kind}`;
  let list = lists.get(id);
  if (!list) lists.set(id, (list = new Map()));
  if (list.has(key)) {
    duplicates += 1;
    continue;
  }
  list.set(key, { rank: r.closing_rank, percentile: r.closing_percentile });
}
const listOf = (id: string): Map<string, Closing> => lists.get(id) ?? new Map();

const ROMAN = ['I', 'II', 'III', 'IV'];
const pairs: YearPair[] = [];
for (const id of lists.keys()) {
  const [year, round, kind] = id.split('|');
  const previous = `${Number(year) - 1}|${round}|${kind}`;
  if (lists.has(previous)) pairs.push({ kind, from: previous, to: id, label: `${Number(year) - 1}->${year} ${ROMAN[Number(round) - 1]}` });
}
pairs.sort((a, b) => a.kind.localeCompare(b.kind) || a.label.localeCompare(b.label));

const GRID = Array.from({ length: 300 }, (_, i) => (i + 1) / 100);
const BASES: readonly { basis: MhtcetFinderBasis; kind: Kind }[] = [
  { basis: 'mhtcet_rank', kind: 'MH' },
  { basis: 'mhtcet_percentile', kind: 'MH' },
  { basis: 'jee_main_percentile', kind: 'AI' },
];
const emptyCurve = (): Tally[] => GRID.map((): Tally => [0, 0]);

function evaluate(basis: MhtcetFinderBasis, pair: YearPair): { seats: number; labels: LabelTallies; curve: Tally[] } {
  const before = listOf(pair.from);
  const after = listOf(pair.to);
  const labels: LabelTallies = { High: [0, 0], Medium: [0, 0], Low: [0, 0], 'not returned': [0, 0] };
  const curve = emptyCurve();
  let seats = 0;
  for (const [key, old] of before) {
    const now = after.get(key);
    if (!now) continue;
    seats += 1;
    GRID.forEach((x, i) => {
      let student: number;
      let obtained: boolean;
      if (basis === 'mhtcet_rank') {
        student = x * old.rank;
        obtained = student <= now.rank;
      } else {
        student = 100 - x * (100 - old.percentile);
        if (student < 0) return;
        obtained = student >= now.percentile;
      }
      const label: Label = withinReach(basis, student, old) ? chanceFor(basis, student, old) : 'not returned';
      labels[label][0] += obtained ? 1 : 0;
      labels[label][1] += 1;
      curve[i][0] += obtained ? 1 : 0;
      curve[i][1] += 1;
    });
  }
  return { seats, labels, curve };
}

const pct = ([hit, n]: Tally): string => (n ? `${((100 * hit) / n).toFixed(1)}%` : '-');
const rateAt = (curve: readonly Tally[], x: number): number => {
  const [hit, n] = curve[Math.round(x * 100) - 1];
  return n ? hit / n : NaN;
};
function suggest(curve: readonly Tally[], level: number): number {
  let best = 0;
  for (let i = 0; i < GRID.length; i += 1) {
    const [hit, n] = curve[i];
    if (!n || hit / n < level) break;
    best = GRID[i];
  }
  return best;
}
const add = (a: readonly Tally[], b: readonly Tally[]): Tally[] => a.map((v, i): Tally => [v[0] + b[i][0], v[1] + b[i][1]]);
const addLabels = (a: LabelTallies, b: LabelTallies): LabelTallies => {
  const sum = (label: Label): Tally => [a[label][0] + b[label][0], a[label][1] + b[label][1]];
  return { High: sum('High'), Medium: sum('Medium'), Low: sum('Low'), 'not returned': sum('not returned') };
};

function labelColumns(labels: LabelTallies): Record<Label, string> {
  return {
    High: pct(labels.High),
    Medium: pct(labels.Medium),
    Low: pct(labels.Low),
    'not returned': pct(labels['not returned']),
  };
}
function pointColumns(curve: readonly Tally[], t: ChanceThresholds): Record<'P@high' | 'P@medium' | 'P@reach', string> {
  const at = (x: number): string => `${(100 * rateAt(curve, x)).toFixed(0)}%`;
  return { 'P@high': at(t.high), 'P@medium': at(t.medium), 'P@reach': at(t.reach) };
}

const summary: ({ basis: MhtcetFinderBasis } & ChanceThresholds & { suggested: ChanceThresholds; pooled: Record<Label, string> | null })[] = [];
for (const { basis, kind } of BASES) {
  const t = CHANCE_THRESHOLDS[basis];
  console.log(`\n## ${basis} (${kind} lists)   thresholds: High x <= ${t.high}, Medium x <= ${t.medium}, returned while x <= ${t.reach}`);
  const rows: Record<string, string | number>[] = [];
  let pooled: LabelTallies | null = null;
  let pooledCurve = emptyCurve();
  let pooledSeats = 0;
  for (const pair of pairs.filter((p) => p.kind === kind)) {
    const result = evaluate(basis, pair);
    pooledSeats += result.seats;
    pooledCurve = add(pooledCurve, result.curve);
    pooled = pooled ? addLabels(pooled, result.labels) : result.labels;
    rows.push({ pair: pair.label, seats: result.seats, ...labelColumns(result.labels), ...pointColumns(result.curve, t) });
  }
  // No pair of lists for this basis: the pooled cells are empty, as the label tallies are.
  const pooledColumns = pooled ? labelColumns(pooled) : null;
  rows.push({ pair: 'pooled', seats: pooledSeats, ...pooledColumns, ...pointColumns(pooledCurve, t) });
  console.table(rows);
  const suggested = { high: suggest(pooledCurve, 0.9), medium: suggest(pooledCurve, 0.5), reach: suggest(pooledCurve, 0.1) };
  console.log(`suggested by the pooled curve: high ${suggested.high}, medium ${suggested.medium}, reach ${suggested.reach}`);
  // Out of sample: thresholds from the pairs that end before the newest year, checked on the newest year's pairs.
  const newest = Math.max(...pairs.filter((p) => p.kind === kind).map((p) => Number(p.to.split('|')[0])));
  let earlyCurve = emptyCurve();
  let lateCurve = emptyCurve();
  for (const pair of pairs.filter((p) => p.kind === kind)) {
    const { curve } = evaluate(basis, pair);
    if (Number(pair.to.split('|')[0]) < newest) earlyCurve = add(earlyCurve, curve);
    else lateCurve = add(lateCurve, curve);
  }
  const early = { high: suggest(earlyCurve, 0.9), medium: suggest(earlyCurve, 0.5), reach: suggest(earlyCurve, 0.1) };
  const at = (x: number): string => `${(100 * rateAt(lateCurve, x)).toFixed(0)}%`;
  console.log(
    `out of sample: pairs ending before ${newest} suggest high ${early.high}, medium ${early.medium}, reach ${early.reach}; ` +
      `on the ${newest} pairs P(obtained) there is ${at(early.high)}, ${at(early.medium)}, ${at(early.reach)}`,
  );
  console.log(
    'P(obtained | x): ' +
      [0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.4, 1.5, 2.0].map((x) => `${x}: ${(100 * rateAt(pooledCurve, x)).toFixed(0)}%`).join(', '),
  );
  summary.push({ basis, ...t, suggested, pooled: pooledColumns });
}

console.log(`\n${records.length} rows read, ${duplicates} duplicate keys skipped, ${pairs.length} year pairs, ${Date.now() - started} ms`);
const mismatched = summary.filter((s) => s.suggested.high !== s.high || s.suggested.medium !== s.medium || s.suggested.reach !== s.reach);
if (mismatched.length) {
  console.log(`Note: chance.ts thresholds differ from the data's suggestion for ${mismatched.map((s) => s.basis).join(', ')} (see above).`);
}
console.log(JSON.stringify(summary));
