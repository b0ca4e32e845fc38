// The JEE Main model (candidate counts and the score model) and its answers: percentile -> rank, and
// score -> percentile -> rank, each with the range and the basis the figures rest on.
import { JEE_MAIN_SCORE_RANGE } from 'shared-contracts';
import { TableError } from '../csvTable';
import { formatCount, rankPrediction, roundPercentile, type Prediction } from '../prediction';
import { candidateCounts, nearestYear, rankForPercentile, tieCount, type CandidateCounts } from './counts';
import { buildJeeMainScoreModel, jeeMainPercentileBand, type JeeMainScoreModel } from './scoreModel';
import type { CandidateRow, MarksPercentileRow, PercentileRankRow } from './tables';

export interface JeeMainTables {
  marksPercentile: MarksPercentileRow[];
  percentileRank: PercentileRankRow[];
  candidates: CandidateRow[];
}

export interface JeeMainModel {
  counts: CandidateCounts;
  tie: number;
  /** Null when the marks table is unusable: the score input then answers 503, the percentile input still works. */
  score: JeeMainScoreModel | null;
  scoreProblem: string | null;
}

export function buildJeeMainModel(tables: JeeMainTables): JeeMainModel {
  const counts = candidateCounts(tables.candidates, tables.percentileRank);
  let score: JeeMainScoreModel | null = null;
  let scoreProblem: string | null = null;
  try {
    score = buildJeeMainScoreModel(tables.marksPercentile);
  } catch (error) {
    if (!(error instanceof TableError)) throw error;
    scoreProblem = error.message;
  }
  return { counts, tie: tieCount(counts), score, scoreProblem };
}

function nBasis(model: JeeMainModel): string {
  const { counts } = model;
  const range =
    counts.nLow < counts.nHigh
      ? `; the range takes N from ${formatCount(counts.nLow)} (the largest ${counts.latestYear} session, a floor for the unique count) to ${formatCount(counts.nHigh)}`
      : '';
  const tie = `${model.tie} candidate${model.tie === 1 ? '' : 's'} scored 100 percentile in ${nearestYear(counts.tieByYear, counts.latestYear)?.[0] ?? counts.latestYear} and share ranks 1-${model.tie}`;
  const figure = counts.nOfficial ? 'official NTA figure' : 'press figure';
  return `rank = (100 - percentile) x N / 100 with N = ${formatCount(counts.n)} unique candidates who appeared in JEE Main ${counts.latestYear} (${figure})${range}; ${tie}.`;
}

export function predictJeeMainFromPercentile(model: JeeMainModel, percentile: number): Prediction {
  const { counts, tie } = model;
  const p = Math.min(100, Math.max(0, percentile));
  const ranks =
    p >= 100
      ? rankPrediction(1, 1, tie)
      : rankPrediction(rankForPercentile(p, counts.n, tie), rankForPercentile(p, counts.nLow, tie), rankForPercentile(p, counts.nHigh, tie));
  return {
    rank_prediction: ranks,
    basis: `JEE Main percentile to rank: ${nBasis(model)}`,
    is_estimate: true,
    ...(p >= 100 ? { note: `100 percentile is shared: the ${tie} candidates at 100 take ranks 1 to ${tie} by NTA's tie-break.` } : {}),
  };
}

export function predictJeeMainFromScore(model: JeeMainModel, score: number): Prediction {
  if (!model.score) throw new Error(model.scoreProblem ?? 'the JEE Main marks-percentile table is not loaded');
  const band = jeeMainPercentileBand(model.score, score);
  const { counts, tie } = model;
  const centre = roundPercentile(band.centre);
  const ranks = rankPrediction(
    rankForPercentile(centre, counts.n, tie),
    band.max >= 100 ? 1 : rankForPercentile(band.max, counts.nLow, tie),
    band.min >= 100 ? tie : rankForPercentile(band.min, counts.nHigh, tie),
  );
  const sm = model.score;
  const outside =
    score < sm.minCovered
      ? ` No table goes below ${sm.minCovered} marks: the band is 0 to the tables' lowest figure and the centre a straight line from 0 percentile at ${JEE_MAIN_SCORE_RANGE.min}.`
      : score > sm.maxCovered
        ? ` No table goes above ${sm.maxCovered} marks.`
        : '';
  return {
    percentile: centre,
    percentile_range: { min: roundPercentile(band.min), max: roundPercentile(band.max) },
    rank_prediction: ranks,
    basis:
      `JEE Main score to percentile: NTA publishes no marks-percentile table, so this is the median of ${sm.sources.length} coaching-site "expected" tables (${sm.sources.join(', ')}; ${sm.series.length} tables with shifts), and the range is their spread.${outside} ` +
      `Percentile to rank: ${nBasis(model)}`,
    is_estimate: true,
  };
}
