// Backtest of the JoSAA chance rule (api/src/domain/josaa/chance.ts) and a look at competitiveness, on the
// real data. For each year Y, every seat (institute, program, quota, seat type, gender) offered in the final
// round of both Y-1 and Y is labelled, for a sample of ranks, with the rule applied to its Y-1 final-round
// closing rank; the label is then checked against Y's final-round closing rank: a student at rank r got the
// seat in Y when r <= Y's closing rank (or Y's closing rank carries 'P': every regular rank got it).
//
// The sample: for each seat, 33 ranks spaced evenly in log scale from 1/4 to 4 times its Y-1 closing rank
// (duplicates after rounding dropped), i.e. the zone where the answer is in doubt; far better ranks (always
// obtained) and far worse ones (never) would only flatter the rule. Besides the per-label shares, the
// "edge" columns give the share at the worst tenth of each label (ratios just below its upper limit), so a
// label cannot pass on easy cases alone.
//
// A year's final round is the latest round the data holds for it (2024: 5, 2025: 6, 2026: 5): JoSAA
// holds a different number of rounds each year.
//
// Targets: High obtained >= 90%, Medium 50-90%, Low < 50%.
// The rule's ratios come from the transitions into 2019, 2020 and 2021 (--calibrate prints them);
// every later year whose previous year is in the data is out of sample (2022 onwards).
//
// Reads every josaa/josaa_cutoffs*.csv (one file per batch of years) through the import's parser.
//   DATA_DIR  folder holding josaa/josaa_cutoffs*.csv (default ../shared/data)
// Usage: pnpm --filter api run backtest:josaa [--calibrate] [--markdown]   (builds first)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { finalRoundByYear, outOfSampleYears } from '../../src/domain/josaa/backtestYears';
import { CHANCE_ANCHORS, chanceFor, chanceRatios, type ChanceAnchor, type ClosingRank } from '../../src/domain/josaa/chance';
import { josaaCutoffFiles, parseJosaaCsv, type JosaaRecord } from '../../src/import/josaa';
import { analysisDataDir } from './dataDir';

type Label = 'High' | 'Medium' | 'Low' | 'not shown';
interface LabelStats {
  n: number;
  ok: number;
  edgeN: number;
  edgeOk: number;
}
/** A seat's row in Y-1 and in Y. */
type Pair = [prev: JosaaRecord, now: JosaaRecord];

const args = process.argv.slice(2);
const markdown = args.includes('--markdown');
const dataDir = analysisDataDir();
// The same files the import reads (every josaa_cutoffs*.csv under DATA_DIR/josaa).
const files = josaaCutoffFiles(dataDir);
if (files.length === 0) throw new Error(`No josaa_cutoffs*.csv in ${path.join(dataDir, 'josaa')}`);
const started = Date.now();
const records: JosaaRecord[] = [];
for (const file of files) {
  const parsed = parseJosaaCsv(readFileSync(file, 'utf8'), file);
  if (parsed.errors.length) console.warn(`${path.basename(file)}: ${parsed.errors.length} bad rows skipped`);
  for (const record of parsed.records) records.push(record);
}

const TRAIN = [2019, 2020, 2021];
const TEST = outOfSampleYears(new Set(records.map((r) => r.year)), TRAIN);
if (TEST.length === 0) throw new Error(`No year after ${Math.max(...TRAIN)} with its previous year in the data`);
const LABELS: readonly Label[] = ['High', 'Medium', 'Low', 'not shown'];
const SAMPLE_POINTS = 33;
const RATIOS = Array.from({ length: SAMPLE_POINTS }, (_, i) => Math.exp(Math.log(1 / 4) + (i * Math.log(16)) / (SAMPLE_POINTS - 1)));

const finalRound = finalRoundByYear(records);
const seatKey = (r: JosaaRecord): string => `${r.institute}|${r.program}|${r.quota}|${r.seat_type}|${r.gender}`;
/** year -> round -> seat -> row */
const byYearRound = new Map<number, Map<number, Map<string, JosaaRecord>>>();
for (const r of records) {
  let rounds = byYearRound.get(r.year);
  if (!rounds) byYearRound.set(r.year, (rounds = new Map()));
  let seats = rounds.get(r.round);
  if (!seats) rounds.set(r.round, (seats = new Map()));
  seats.set(seatKey(r), r);
}
const NO_SEATS: ReadonlyMap<string, JosaaRecord> = new Map();
const seatsOf = (year: number, round: number | undefined): ReadonlyMap<string, JosaaRecord> =>
  (round === undefined ? undefined : byYearRound.get(year)?.get(round)) ?? NO_SEATS;
const finalSeats = (year: number): ReadonlyMap<string, JosaaRecord> => seatsOf(year, finalRound.get(year));
const closingOf = (row: JosaaRecord): ClosingRank => ({ num: row.closing_rank_num, preparatory: row.is_preparatory === 1 });
const obtained = (rank: number, next: JosaaRecord): boolean => next.is_preparatory === 1 || rank <= next.closing_rank_num;

function pairsFor(year: number, labelRound: number | 'final' = 'final'): { pairs: Pair[]; gone: number; added: number } {
  const prevRows = labelRound === 'final' ? finalSeats(year - 1) : seatsOf(year - 1, labelRound);
  const next = finalSeats(year);
  const pairs: Pair[] = [];
  let gone = 0;
  for (const [key, prev] of prevRows) {
    const now = next.get(key);
    if (now) pairs.push([prev, now]);
    else gone += 1;
  }
  return { pairs, gone, added: [...next.keys()].filter((k) => !prevRows.has(k)).length };
}

function sampleRanks(closing: number): number[] {
  const ranks = new Set<number>();
  for (const x of RATIOS) ranks.add(Math.max(1, Math.round(x * closing)));
  return [...ranks];
}

function evaluate(pairs: readonly Pair[], anchors: readonly ChanceAnchor[] = CHANCE_ANCHORS): Record<Label, LabelStats> {
  const empty = (): LabelStats => ({ n: 0, ok: 0, edgeN: 0, edgeOk: 0 });
  const stats: Record<Label, LabelStats> = { High: empty(), Medium: empty(), Low: empty(), 'not shown': empty() };
  for (const [prev, now] of pairs) {
    const c = prev.closing_rank_num;
    const ratios = chanceRatios(c, anchors);
    for (const rank of sampleRanks(c)) {
      const label: Label = chanceFor(rank, closingOf(prev), anchors) ?? 'not shown';
      const got = obtained(rank, now);
      const s = stats[label];
      s.n += 1;
      if (got) s.ok += 1;
      // Edge: the worst tenth of the label's range in r/c (log scale), for High, Medium and Low.
      if (prev.is_preparatory !== 1 && label !== 'not shown') {
        const [lo, hi] = label === 'High' ? [0.25, ratios.high] : label === 'Medium' ? [ratios.high, ratios.medium] : [ratios.medium, ratios.reach];
        const edge = Math.exp(Math.log(hi) - 0.1 * (Math.log(hi) - Math.log(Math.max(lo, 1e-9))));
        if (rank / c > edge) {
          s.edgeN += 1;
          if (got) s.edgeOk += 1;
        }
      }
    }
  }
  return stats;
}

const pct = (ok: number, n: number): string => (n === 0 ? '-' : `${((100 * ok) / n).toFixed(1)}%`);
const verdict = (label: Label, share: number): boolean =>
  label === 'High' ? share >= 0.9 : label === 'Medium' ? share >= 0.5 && share <= 0.9 : label === 'Low' ? share < 0.5 : true;

/** One row of a printed table: column name -> cell. */
type TableRow = Record<string, string | number>;

function table(title: string, rows: readonly TableRow[], columns: readonly string[]): void {
  console.log(`\n${title}`);
  if (markdown) {
    console.log(`| ${columns.join(' | ')} |`);
    console.log(`|${columns.map(() => '---').join('|')}|`);
    for (const row of rows) console.log(`| ${columns.map((c) => row[c]).join(' | ')} |`);
  } else {
    console.table(rows, [...columns]);
  }
}

function labelRows(years: readonly number[], labelRound: number | 'final' = 'final'): { rows: TableRow[]; allPass: boolean } {
  const rows: TableRow[] = [];
  let allPass = true;
  for (const year of years) {
    const { pairs, gone, added } = pairsFor(year, labelRound);
    const stats = evaluate(pairs);
    const row: TableRow = { year: `${year - 1}->${year}`, seats: pairs.length, dropped_or_new: `${gone}/${added}` };
    for (const label of LABELS) {
      const s = stats[label];
      const pass = verdict(label, s.ok / s.n);
      if (label !== 'not shown') allPass &&= pass;
      row[label] = `${s.n} @ ${pct(s.ok, s.n)}${label === 'not shown' ? '' : pass ? '' : ' FAIL'}`;
      if (label !== 'not shown') row[`${label} edge`] = pct(s.edgeOk, s.edgeN);
    }
    rows.push(row);
  }
  return { rows, allPass };
}

const COLUMNS = ['year', 'seats', 'dropped_or_new', 'High', 'High edge', 'Medium', 'Medium edge', 'Low', 'Low edge', 'not shown'];

if (args.includes('--calibrate')) {
  // The ratio r/c at which the share of seats still obtained next year crosses 90%, 50% and 10%, per
  // closing-rank size (a half-decade window around each anchor), on the training transitions.
  const grid: number[] = [];
  for (let x = 0.2; x <= 5.0001; x += 0.01) grid.push(Number(x.toFixed(2)));
  const pairs = TRAIN.flatMap((y) => pairsFor(y).pairs).filter(([prev]) => prev.is_preparatory !== 1);
  const rows: TableRow[] = [];
  const first = CHANCE_ANCHORS[0].closing;
  const last = CHANCE_ANCHORS[CHANCE_ANCHORS.length - 1].closing;
  for (const { closing } of CHANCE_ANCHORS) {
    const inWindow = pairs.filter(([prev]) => {
      const c = prev.closing_rank_num;
      const lo = closing / Math.sqrt(10);
      const hi = closing * Math.sqrt(10);
      return (c >= lo || closing === first) && (c < hi || closing === last);
    });
    const share = grid.map((x) => inWindow.filter(([prev, now]) => obtained(Math.max(1, Math.round(x * prev.closing_rank_num)), now)).length / inWindow.length);
    const cross = (t: number): number => {
      let i = 0;
      while (i < grid.length && share[i] >= t) i += 1;
      return i === 0 ? grid[0] : grid[i - 1];
    };
    rows.push({ anchor: closing, seats: inWindow.length, '90%': cross(0.9), '50%': cross(0.5), '10%': cross(0.1) });
  }
  table(`Calibration on ${TRAIN.map((y) => `${y - 1}->${y}`).join(', ')}: largest r/c still obtained by the given share of seats`, rows, ['anchor', 'seats', '90%', '50%', '10%']);
  console.log('Anchors in chance.ts:', JSON.stringify(CHANCE_ANCHORS));
}

const test = labelRows(TEST);
table('Chance labels from Y-1 final round, checked against Y final round (out of sample). Cell: sampled (rank, seat) pairs @ share obtained', test.rows, COLUMNS);
const train = labelRows(TRAIN);
table('Same, calibration years', train.rows, COLUMNS);
const round1 = labelRows(TEST, 1);
table('Labels from Y-1 ROUND 1 closing ranks (the same rule on an early round), checked against Y final round', round1.rows, COLUMNS);

const firstTest = TEST[0];
const lastTest = TEST[TEST.length - 1];

// Calibration by closing-rank size, pooled over the test years.
{
  const bands: readonly [number, number][] = [
    [1, 100], [100, 1000], [1000, 10000], [10000, 100000], [100000, Infinity],
  ];
  const rows: TableRow[] = [];
  const pairs = TEST.flatMap((y) => pairsFor(y).pairs);
  for (const [lo, hi] of bands) {
    const stats = evaluate(pairs.filter(([prev]) => prev.closing_rank_num >= lo && prev.closing_rank_num < hi && prev.is_preparatory !== 1));
    const row: TableRow = { closing_rank: `${lo}-${hi === Infinity ? '' : hi - 1}` };
    for (const label of LABELS) row[label] = `${stats[label].n} @ ${pct(stats[label].ok, stats[label].n)}`;
    rows.push(row);
  }
  const prep = evaluate(pairs.filter(([prev]) => prev.is_preparatory === 1));
  rows.push({ closing_rank: "with 'P'", ...Object.fromEntries(LABELS.map((l) => [l, `${prep[l].n} @ ${pct(prep[l].ok, prep[l].n)}`])) });
  table(`By size of the Y-1 closing rank, ${firstTest}-${lastTest} pooled`, rows, ['closing_rank', ...LABELS]);
}

// Seats whose Y-1 closing rank has 'P' (shown as Medium to every rank): how often they went to the
// preparatory list again in Y, and how often the sampled ranks got them. The source has 'P' from 2023 on.
{
  const rows: TableRow[] = [];
  for (const year of TEST) {
    const pairs = pairsFor(year).pairs.filter(([prev]) => prev.is_preparatory === 1);
    if (pairs.length === 0) continue;
    const again = pairs.filter(([, now]) => now.is_preparatory === 1).length;
    const medium = evaluate(pairs).Medium;
    rows.push({ year: `${year - 1}->${year}`, seats: pairs.length, p_again: pct(again, pairs.length), obtained: `${medium.n} @ ${pct(medium.ok, medium.n)}` });
  }
  table("Seats closing with 'P' in Y-1: share with 'P' again in Y, and sampled ranks obtained", rows, ['year', 'seats', 'p_again', 'obtained']);
}

// Competitiveness: label shares per year and exam (final round), and how stable a seat's label is.
{
  const rows: TableRow[] = [];
  for (const year of [...finalRound.keys()].sort()) {
    const seats = [...finalSeats(year).values()];
    for (const exam of ['jee_main', 'jee_advanced']) {
      const mine = seats.filter((s) => s.exam_type === exam);
      const count = (label: string): number => mine.filter((s) => s.competitiveness === label).length;
      const prev = finalSeats(year - 1);
      const both = mine.filter((s) => prev.has(seatKey(s)));
      const same = both.filter((s) => prev.get(seatKey(s))?.competitiveness === s.competitiveness).length;
      rows.push({
        year,
        exam,
        seats: mine.length,
        highly: count('Highly Competitive'),
        moderately: count('Moderately Competitive'),
        less: count('Less Competitive'),
        same_label_as_last_year: both.length ? pct(same, both.length) : '-',
      });
    }
  }
  table('Competitiveness (final round): seats per label, and seats keeping their label from the year before', rows, [
    'year', 'exam', 'seats', 'highly', 'moderately', 'less', 'same_label_as_last_year',
  ]);
}

console.log(`\n${records.length} rows read from ${files.join(', ')}; final rounds ${[...finalRound].sort(([a], [b]) => a - b).map(([y, r]) => `${y}: ${r}`).join(', ')}; ${Date.now() - started} ms.`);
console.log(`Targets (High >= 90%, Medium 50-90%, Low < 50%) on ${firstTest}-${lastTest}: ${test.allPass ? 'met in every year' : 'NOT met in every year (see FAIL)'}.`);
process.exitCode = test.allPass ? 0 : 1;
