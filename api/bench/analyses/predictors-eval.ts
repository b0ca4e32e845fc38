// Evaluation of the rank predictors on the reference tables they are built from: leave-one-out and
// cross-year errors, printed as the Markdown tables of docs/data/predictors.md (Evaluation).
//   DATA_DIR   the data folder (default ../shared/data from the repo root)
// Usage: npx -y pnpm@10.34.9 --filter api eval:predictors
import path from 'node:path';
import { Random } from '../../src/analyses/seededRandom';
import * as P from '../../src/domain/predictors';
import { analysisDataDir } from './dataDir';

/** A predicted rank range against the true rank. */
interface RankCase {
  truth: number;
  predicted: number;
  min: number;
  max: number;
}
/** A predicted percentile band against the true percentile. */
interface PercentileCase {
  truth: number;
  centre: number;
  min: number;
  max: number;
}
interface RankSummary {
  n: number;
  coverage: number;
  relError: number;
  meanRelError: number;
  relWidth: number;
}
interface PercentileSummary {
  n: number;
  mae: number;
  medianAe: number;
  coverage: number;
  width: number;
}
/** A marks-percentile row with both ends of its band. */
type CompleteRow = P.MarksPercentileRow & { marksLow: number; marksHigh: number; pctLow: number; pctHigh: number };

const dataDir = analysisDataDir();
const dir = path.join(dataDir, 'predictors');
const read = (file: string, columns: readonly string[]): Promise<P.TableRow[]> => P.readTable(path.join(dir, file), columns);

// ---------------------------------------------------------------------------------------------
// Helpers

const shuffle = <T>(list: readonly T[], seed: number): T[] => new Random(seed).shuffled(list);
const median = (values: readonly number[]): number => (values.length ? P.median(values) : NaN);
const mean = (values: readonly number[]): number => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN);
const pct = (share: number): string => (Number.isNaN(share) ? '-' : `${(100 * share).toFixed(1)}%`);
const fix = (value: number, digits = 2): string => (Number.isNaN(value) ? '-' : value.toFixed(digits));
const count = (value: number): string => Math.round(value).toLocaleString('en-US');
/** `value`, which the tables always give; a table without it cannot be evaluated. */
function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`No ${what} in the tables.`);
  return value;
}

function table(title: string, header: readonly string[], rows: readonly (readonly string[])[]): void {
  console.log(`\n#### ${title}\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

/** Summary of rank predictions against true ranks: coverage, median |error| / true, median width / true. */
function rankSummary(cases: readonly RankCase[]): RankSummary {
  const inside = cases.filter((c) => c.min <= c.truth && c.truth <= c.max).length;
  return {
    n: cases.length,
    coverage: cases.length ? inside / cases.length : NaN,
    relError: median(cases.map((c) => Math.abs(c.predicted - c.truth) / c.truth)),
    meanRelError: mean(cases.map((c) => Math.abs(c.predicted - c.truth) / c.truth)),
    relWidth: median(cases.map((c) => (c.max - c.min + 1) / c.truth)),
  };
}
const rankRow = (label: string, s: RankSummary): string[] => [label, String(s.n), pct(s.coverage), pct(s.relError), pct(s.meanRelError), pct(s.relWidth)];
const RANK_HEADER = ['test', 'cases', 'true rank in [rank_min, rank_max]', 'median abs. error / true rank', 'mean abs. error / true rank', 'median range width / true rank'];

// ---------------------------------------------------------------------------------------------
// JEE Main

// The tables are read asynchronously; CommonJS has no top-level await.
async function main(): Promise<void> {
  const jmMarks = P.parseJeeMainMarksPercentile(await read(P.JEE_MAIN_FILES.marksPercentile, P.JEE_MAIN_COLUMNS.marksPercentile));
  const jmRanks = P.parseJeeMainPercentileRank(await read(P.JEE_MAIN_FILES.percentileRank, P.JEE_MAIN_COLUMNS.percentileRank));
  const jmCandidates = P.parseJeeMainCandidates(await read(P.JEE_MAIN_FILES.candidates, P.JEE_MAIN_COLUMNS.candidates));
  const jm = P.buildJeeMainModel({ marksPercentile: jmMarks, percentileRank: jmRanks, candidates: jmCandidates });

  const complete = (r: P.MarksPercentileRow): r is CompleteRow => r.marksLow !== null && r.marksHigh !== null && r.pctLow !== null && r.pctHigh !== null;
  /** (marks, percentile) points of rows: both ends of a band. */
  function truthPoints(rows: readonly P.MarksPercentileRow[]): { marks: number; p: number }[] {
    const seen = new Set<string>();
    const out: { marks: number; p: number }[] = [];
    for (const r of rows.filter(complete)) {
      for (const [marks, p] of [
        [r.marksLow, r.pctLow],
        [r.marksHigh, r.pctHigh],
      ]) {
        const key = `${marks}|${p}`;
        if (!seen.has(key)) {
          seen.add(key);
          out.push({ marks, p });
        }
      }
    }
    return out;
  }
  function percentileCases(trainRows: P.MarksPercentileRow[], testRows: readonly P.MarksPercentileRow[]): PercentileCase[] {
    const model = P.buildJeeMainScoreModel(trainRows);
    return truthPoints(testRows).map(({ marks, p }) => ({ truth: p, ...P.jeeMainPercentileBand(model, marks) }));
  }
  function percentileSummary(cases: readonly PercentileCase[]): PercentileSummary {
    return {
      n: cases.length,
      mae: mean(cases.map((c) => Math.abs(c.centre - c.truth))),
      medianAe: median(cases.map((c) => Math.abs(c.centre - c.truth))),
      coverage: cases.filter((c) => c.min - 1e-9 <= c.truth && c.truth <= c.max + 1e-9).length / cases.length,
      width: median(cases.map((c) => c.max - c.min)),
    };
  }
  const PCT_HEADER = ['held out', 'points', 'percentile MAE', 'median abs. error', 'truth inside band', 'median band width'];
  const pctRow = (label: string, s: PercentileSummary): string[] => [label, String(s.n), fix(s.mae, 3), fix(s.medianAe, 3), pct(s.coverage), fix(s.width, 3)];

  const sources = [...new Set(jmMarks.filter(complete).map((r) => r.source))].filter((s) => jmMarks.some((r) => r.source === s && complete(r)));
  const yearsOf = (rows: readonly { year: number }[]): string => [...new Set(rows.map((r) => r.year))].join('/');
  {
    const rows: string[][] = [];
    const all: PercentileCase[] = [];
    for (const source of sources) {
      const test = jmMarks.filter((r) => r.source === source);
      const cases = percentileCases(
        jmMarks.filter((r) => r.source !== source),
        test,
      );
      all.push(...cases);
      rows.push(pctRow(`${source} (${yearsOf(test)}) from the other sources`, percentileSummary(cases)));
    }
    rows.push(pctRow('**all sources, each held out in turn**', percentileSummary(all)));
    // Shift-wise tables: hold out one shift, keep the others and every other source.
    const shiftRows = jmMarks.filter((r) => /shift/i.test(r.session));
    const shifts = [...new Set(shiftRows.map((r) => r.session))];
    const shiftCases: PercentileCase[] = [];
    for (const shift of shifts) {
      shiftCases.push(
        ...percentileCases(
          jmMarks.filter((r) => r.session !== shift),
          jmMarks.filter((r) => r.session === shift),
        ),
      );
    }
    if (shifts.length) rows.push(pctRow(`each of ${shifts.length} shifts (2025) from the other shifts and sources`, percentileSummary(shiftCases)));
    table('JEE Main score -> percentile (leave one source / one shift out)', PCT_HEADER, rows);

    // Narrative one-sided statements (not used by the model).
    const narrative = jmMarks.filter(
      (r): r is P.MarksPercentileRow & { marksLow: number; pctLow: number } => !complete(r) && r.marksLow !== null && r.pctLow !== null && r.pctHigh === null,
    );
    if (narrative.length) {
      const scoreModel = required(jm.score, 'JEE Main score model');
      const checks: string[][] = [];
      for (const r of narrative) {
        for (const marks of r.marksHigh === null ? [r.marksLow] : [r.marksLow, r.marksHigh]) {
          const band = P.jeeMainPercentileBand(scoreModel, marks);
          checks.push([`${marks} marks -> at least ${r.pctLow} (${r.source} ${r.year}, narrative)`, fix(band.centre, 4), `${fix(band.min, 4)}-${fix(band.max, 4)}`, band.centre >= r.pctLow ? 'yes' : 'no']);
        }
      }
      table('JEE Main: narrative statements (not used by the model)', ['statement', 'model centre', 'model band', 'centre agrees'], checks);
    }
  }

  {
    // Percentile -> rank against the published percentile-rank rows (each row: percentile_high -> rank_low,
    // percentile_low -> rank_high). These tables are themselves the formula with an older N.
    const rows: string[][] = [];
    const implied: string[][] = [];
    const deployedAll: RankCase[] = [];
    const ownAll: RankCase[] = [];
    const bySource = new Map<string, P.PercentileRankRow[]>();
    for (const r of jmRanks) {
      if (r.pctHigh === 100 && r.pctLow === 100) continue;
      const list = bySource.get(`${r.source} ${r.year}`) ?? [];
      list.push(r);
      bySource.set(`${r.source} ${r.year}`, list);
    }
    const counts = jm.counts;
    for (const [label, list] of bySource) {
      const deployed: RankCase[] = [];
      const own: RankCase[] = [];
      const ns: number[] = [];
      const year = list[0].year;
      const ownN = required(P.nearestYear(counts.uniqueByYear, year), `unique candidate count near ${year}`);
      // The table year's own N and range (its largest session): the deployed year's range may have another
      // width, or none when its count is a single official figure.
      const ownModel = { ...jm, counts: P.candidateCounts(jmCandidates.filter((row) => row.year <= ownN[0]), jmRanks) };
      for (const r of list) {
        for (const [p, truth] of [
          [r.pctHigh, r.rankLow],
          [r.pctLow, r.rankHigh],
        ]) {
          if (p >= 100) continue;
          const a = P.predictJeeMainFromPercentile(jm, p).rank_prediction;
          deployed.push({ truth, predicted: a.predicted_rank, min: a.rank_min, max: a.rank_max });
          const b = P.predictJeeMainFromPercentile(ownModel, p).rank_prediction;
          own.push({ truth, predicted: b.predicted_rank, min: b.rank_min, max: b.rank_max });
          ns.push(truth / ((100 - p) / 100));
        }
      }
      deployedAll.push(...deployed);
      ownAll.push(...own);
      rows.push(rankRow(`${label}: deployed (N ${count(counts.n)}, ${counts.latestYear})`, rankSummary(deployed)));
      rows.push(rankRow(`${label}: same formula, N of ${ownN[0]} (${count(ownN[1])})`, rankSummary(own)));
      // The formula with the N the table itself implies: how much of the table is the formula.
      const impliedN = median(ns);
      const formula: RankCase[] = [];
      for (const r of list) {
        for (const [p, truth] of [
          [r.pctHigh, r.rankLow],
          [r.pctLow, r.rankHigh],
        ]) {
          if (p >= 100) continue;
          const predicted = P.rankForPercentile(p, impliedN, 0);
          formula.push({ truth, predicted, min: predicted, max: predicted });
        }
      }
      const f = rankSummary(formula);
      rows.push([`${label}: formula with the table's own N (${count(impliedN)})`, String(f.n), '(no range)', pct(f.relError), pct(f.meanRelError), '-']);
      implied.push([label, count(impliedN), count(Math.min(...ns)), count(Math.max(...ns)), `${ownN[0]}: ${count(ownN[1])}`]);
    }
    rows.push(rankRow('**all rows, deployed model**', rankSummary(deployedAll)));
    rows.push(rankRow('**all rows, N of the table year**', rankSummary(ownAll)));
    // The tie at 100 percentile: the only real (non-formula) rank data.
    const ties = [...counts.tieByYear].map(([year, k]) => {
      const r = P.predictJeeMainFromPercentile(jm, 100).rank_prediction;
      return { truth: k, predicted: r.predicted_rank, min: r.rank_min, max: r.rank_max, year };
    });
    const tieRange = P.predictJeeMainFromPercentile(jm, 100).rank_prediction;
    rows.push(
      rankRow(
        `100 percentile, deployed [${tieRange.rank_min}, ${tieRange.rank_max}] vs the last tied rank of ${ties.map((t) => `${t.year} (${t.truth})`).join(', ')}`,
        rankSummary(ties),
      ),
    );
    table('JEE Main percentile -> rank (against jee_main_percentile_rank.csv)', RANK_HEADER, rows);
    table('JEE Main: the N each published percentile-rank table implies (rank / ((100 - P) / 100))', ['table', 'median N', 'min N', 'max N', 'unique candidates that year (data)'], implied);
  }

  // ---------------------------------------------------------------------------------------------
  // JEE Advanced

  {
    const points = P.parseMarksRank(await read(P.JEE_ADVANCED_FILES.marksRank, P.JEE_ADVANCED_COLUMNS.marksRank));
    const years = P.parseAdvancedYears(await read(P.JEE_ADVANCED_FILES.candidates, P.JEE_ADVANCED_COLUMNS.candidates));
    const latest = Math.max(...points.map((p) => p.year));
    const ordered = points.filter((p) => p.year === latest).sort((a, b) => a.rank - b.rank);
    const rows: string[][] = [];
    for (const scale of ['log', 'linear'] as const) {
      const loo: RankCase[] = [];
      for (let i = 1; i < ordered.length - 1; i += 1) {
        const model = P.buildJeeAdvancedModel(
          ordered.filter((_, j) => j !== i),
          years,
          scale,
        );
        const r = P.jeeAdvancedRank(model, ordered[i].marks);
        loo.push({ truth: ordered[i].rank, ...r });
      }
      rows.push(rankRow(`leave one point out, PCHIP on ${scale === 'log' ? 'log(rank)' : 'rank'}`, rankSummary(loo)));
      for (const keep of [2, 5]) {
        const train = ordered.filter((_, j) => j % keep === 0 || j === ordered.length - 1);
        const test = ordered.filter((_, j) => j % keep !== 0 && j !== ordered.length - 1);
        const model = P.buildJeeAdvancedModel(train, years, scale);
        const cases = test.map((p) => ({ truth: p.rank, ...P.jeeAdvancedRank(model, p.marks) }));
        rows.push(rankRow(`fit on every ${keep === 2 ? '2nd' : `${keep}th`} point, predict the rest, PCHIP on ${scale === 'log' ? 'log(rank)' : 'rank'}`, rankSummary(cases)));
      }
    }
    table(`JEE Advanced marks -> CRL rank (official ${latest} table, ${ordered.length} points; end points always kept)`, RANK_HEADER, rows);
  }

  // ---------------------------------------------------------------------------------------------
  // MHT-CET

  const cutoffs = P.cutoffPairs(await P.readTable(P.mhtcetCutoffsFile(dataDir), P.MHTCET_COLUMNS.cutoffs));
  const cutoffYears = [...cutoffs.byYear.keys()].sort();
  const latestCutoffYear = Math.max(...cutoffYears);
  const pairsOf = (year: number): P.MeritPair[] => required(cutoffs.byYear.get(year), `MHT-CET cut-off pairs of ${year}`);
  const rankModels = new Map(cutoffYears.map((y) => [y, P.buildPercentileRankModel(y, pairsOf(y))]));
  const round2 = (p: number): number => Math.round(p * 100) / 100;

  {
    const rows: string[][] = [];
    // Same year: 10-fold hold-out of pairs, the held-out percentile rounded to 2 decimals as a user types it.
    for (const year of [latestCutoffYear, latestCutoffYear - 1].filter((y) => cutoffs.byYear.has(y))) {
      const pairs = shuffle(pairsOf(year), 7);
      const folds = 10;
      const cases: RankCase[] = [];
      for (let f = 0; f < folds; f += 1) {
        const test = pairs.filter((_, i) => i % folds === f);
        const model = P.buildPercentileRankModel(
          year,
          pairs.filter((_, i) => i % folds !== f),
        );
        for (const pair of test) cases.push({ truth: pair.rank, ...P.mhtcetRankForPercentile(model, round2(pair.percentile)) });
      }
      rows.push(rankRow(`${year}: 10-fold hold-out of pairs (percentile rounded to 0.01)`, rankSummary(cases)));
    }
    // Cross-year: the model of year Y predicts the pairs of year Y + 1 (a sample of 2,000).
    for (const year of cutoffYears) {
      if (!cutoffs.byYear.has(year + 1)) continue;
      const model = required(rankModels.get(year), `MHT-CET model of ${year}`);
      const test = shuffle(pairsOf(year + 1), 11).slice(0, 2000);
      const cases = test.map((pair) => ({ truth: pair.rank, ...P.mhtcetRankForPercentile(model, round2(pair.percentile)) }));
      const ratio = median(cases.map((c) => c.truth / c.predicted));
      rows.push(rankRow(`cross-year: ${year} model -> ${year + 1} pairs (true / predicted median ${fix(ratio, 3)})`, rankSummary(cases)));
      // As deployed: the top of the range allows for the rise seen from year - 1 to year.
      const earlier = rankModels.get(year - 1);
      if (earlier) {
        const drift = required(P.yearOnYear(earlier, model, pairsOf(year)), `MHT-CET rise from ${year - 1} to ${year}`);
        const widened = test.map((pair) => ({ truth: pair.rank, ...P.withNextYearRise(P.mhtcetRankForPercentile(model, round2(pair.percentile)), drift) }));
        rows.push(rankRow(`cross-year as deployed: ${year} model with the ${year - 1}->${year} rise (x${fix(drift.medianRatio, 3)}) -> ${year + 1} pairs`, rankSummary(widened)));
      }
    }
    // The official 2024 table and the independent 2024 CAP I cross-check rows.
    const official = (await read('mhtcet_percentile_rank.csv', ['year', 'percentile', 'rank'])).map((row) => ({
      year: row.number('year', { min: 2000, max: 2100, integer: true }),
      percentile: row.number('percentile', { min: 0, max: 100 }),
      rank: row.number('rank', { min: 1, max: 1e7, integer: true }),
    }));
    const check = (await read('crosscheck.csv', ['exam', 'year', 'input_kind', 'input_value', 'expected_rank']))
      .filter((row) => row.text('exam') === 'mhtcet' && row.text('input_kind') === 'percentile')
      .map((row) => ({
        year: row.number('year', { min: 2000, max: 2100, integer: true }),
        percentile: row.number('input_value', { min: 0, max: 100 }),
        rank: row.number('expected_rank', { min: 1, max: 1e7, integer: true }),
      }));
    const checked: [string, { year: number; percentile: number; rank: number }[]][] = [
      ['mhtcet_percentile_rank.csv (CAP III, other parse)', official],
      ['crosscheck.csv (CAP I)', check],
    ];
    for (const [label, list] of checked) {
      const year = list[0]?.year;
      for (const modelYear of [year, latestCutoffYear]) {
        const model = rankModels.get(modelYear);
        if (!model || !year) continue;
        const cases = list.map((pair) => ({ truth: pair.rank, ...P.mhtcetRankForPercentile(model, round2(pair.percentile)) }));
        rows.push(rankRow(`${year} ${label}, ${modelYear === year ? 'same-year' : `deployed ${modelYear}`} model`, rankSummary(cases)));
      }
    }
    table(`MHT-CET percentile -> merit no (cut-off pairs, Maharashtra lists; deployed model: ${latestCutoffYear})`, RANK_HEADER, rows);
  }

  {
    const marks = P.parseMhtcetMarks(await read(P.MHTCET_FILES.marksPercentile, P.MHTCET_COLUMNS.marksPercentile));
    const rows: string[][] = [];
    for (const window of [0, 5, 10, 15]) {
      const model = P.buildMhtcetScoreModel(marks, window);
      const cases: PercentileCase[] = [];
      model.anchors.forEach((anchor) => {
        const train = marks.filter((r) => r !== anchor);
        const m = P.buildMhtcetScoreModel(train, window);
        cases.push({ truth: anchor.pctLow, ...P.mhtcetPercentileBand(m, anchor.marksLow) });
      });
      const s = percentileSummary(cases);
      const label = `leave one ${model.year} point out, band window +/-${window} marks${window === P.MHTCET_SCORE_WINDOW ? ' (deployed)' : ''}`;
      rows.push(pctRow(label, s));
    }
    // Site guidance and other years' points against the deployed model fitted on the anchors.
    const deployed = P.buildMhtcetScoreModel(marks);
    const others = marks.filter((r) => !deployed.anchors.includes(r));
    const guidance = others.map((r) => {
      const mid = (r.marksLow + r.marksHigh) / 2;
      const band = P.mhtcetPercentileBand(deployed, mid);
      return { truth: (r.pctLow + r.pctHigh) / 2, ...band };
    });
    rows.push(pctRow(`${others.length} other rows (site guidance, 2024 top score, 2020 point) at their mid-mark`, percentileSummary(guidance)));
    table('MHT-CET score -> percentile (mhtcet_marks_percentile.csv; all of it unverified)', PCT_HEADER, rows);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
