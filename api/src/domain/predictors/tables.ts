// Loads the predictors' reference data once, at start: DATA_DIR/predictors/*.csv and the MHT-CET
// cut-off list DATA_DIR/mhtcet/mhtcet_cutoffs.csv. Each predictor is built on its own, so a missing or
// malformed file disables only the predictor (or the input) that needs it: it is reported as a
// warning, and the route answers 503 with the reason. Nothing here throws.
import path from 'node:path';
import { readTable, readTableRows, TableError } from './csvTable';
import {
  buildJeeAdvancedModel,
  JEE_ADVANCED_COLUMNS,
  JEE_ADVANCED_FILES,
  parseAdvancedYears,
  parseMarksRank,
  type JeeAdvancedModel,
} from './jeeAdvanced';
import {
  buildJeeMainModel,
  candidateCounts,
  JEE_MAIN_COLUMNS,
  JEE_MAIN_FILES,
  parseJeeMainCandidates,
  parseJeeMainMarksPercentile,
  parseJeeMainPercentileRank,
  type CandidateCounts,
  type JeeMainModel,
  type PercentileRankRow,
} from './jeeMain';
import {
  buildMhtcetScoreModel,
  buildPercentileRankModel,
  cutoffPairs,
  MHTCET_COLUMNS,
  MHTCET_FILES,
  parseMhtcetMarks,
  type MhtcetModel,
  type MhtcetScoreModel,
  type YearOnYear,
  yearOnYear,
} from './mhtcet';

export type Loaded<T> = { model: T; problem: null } | { model: null; problem: string };

export interface PredictorModels {
  jeeMain: Loaded<JeeMainModel>;
  /** The JEE Main candidate counts alone (the state-wise finder's rank -> percentile conversion). */
  jeeMainCounts: Loaded<CandidateCounts>;
  jeeAdvanced: Loaded<JeeAdvancedModel>;
  mhtcet: Loaded<MhtcetModel>;
  /** One line per problem, for the start-up log. */
  warnings: string[];
}

const problemOf = (error: unknown): string =>
  error instanceof TableError ? error.message : `unexpected error: ${error instanceof Error ? error.message : String(error)}`;

async function attempt<T>(build: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { model: await build(), problem: null };
  } catch (error) {
    return { model: null, problem: problemOf(error) };
  }
}

export const predictorsDir = (dataDir: string) => path.join(dataDir, 'predictors');
export const mhtcetCutoffsFile = (dataDir: string) => path.join(dataDir, 'mhtcet', MHTCET_FILES.cutoffs);

export async function loadJeeMain(dataDir: string): Promise<JeeMainModel> {
  const dir = predictorsDir(dataDir);
  // One file after the other, so that the problem reported first does not depend on timing.
  const candidates = parseJeeMainCandidates(await readTable(path.join(dir, JEE_MAIN_FILES.candidates), JEE_MAIN_COLUMNS.candidates));
  const percentileRank = parseJeeMainPercentileRank(await readTable(path.join(dir, JEE_MAIN_FILES.percentileRank), JEE_MAIN_COLUMNS.percentileRank));
  let marksPercentile: ReturnType<typeof parseJeeMainMarksPercentile> = [];
  let marksProblem: string | null = null;
  try {
    marksPercentile = parseJeeMainMarksPercentile(await readTable(path.join(dir, JEE_MAIN_FILES.marksPercentile), JEE_MAIN_COLUMNS.marksPercentile));
  } catch (error) {
    marksProblem = problemOf(error);
  }
  const model = buildJeeMainModel({ marksPercentile, percentileRank, candidates });
  if (marksProblem) return { ...model, score: null, scoreProblem: marksProblem };
  return model;
}

/** The candidate counts; without the percentile-rank table only the tie at 100 percentile is unknown. */
export async function loadJeeMainCounts(dataDir: string): Promise<CandidateCounts> {
  const dir = predictorsDir(dataDir);
  const candidates = parseJeeMainCandidates(await readTable(path.join(dir, JEE_MAIN_FILES.candidates), JEE_MAIN_COLUMNS.candidates));
  let percentileRank: PercentileRankRow[] = [];
  try {
    percentileRank = parseJeeMainPercentileRank(await readTable(path.join(dir, JEE_MAIN_FILES.percentileRank), JEE_MAIN_COLUMNS.percentileRank));
  } catch (error) {
    if (!(error instanceof TableError)) throw error;
  }
  return candidateCounts(candidates, percentileRank);
}

export async function loadJeeAdvanced(dataDir: string): Promise<JeeAdvancedModel> {
  const dir = predictorsDir(dataDir);
  const rows = parseMarksRank(await readTable(path.join(dir, JEE_ADVANCED_FILES.marksRank), JEE_ADVANCED_COLUMNS.marksRank));
  const years = parseAdvancedYears(await readTable(path.join(dir, JEE_ADVANCED_FILES.candidates), JEE_ADVANCED_COLUMNS.candidates));
  return buildJeeAdvancedModel(rows, years);
}

export interface MhtcetLoad {
  model: MhtcetModel;
  warnings: string[];
}

export async function loadMhtcet(dataDir: string): Promise<MhtcetLoad> {
  const warnings: string[] = [];
  const cutoffs = cutoffPairs(await readTableRows(mhtcetCutoffsFile(dataDir), MHTCET_COLUMNS.cutoffs));
  if (cutoffs.byYear.size === 0) throw new TableError(`${MHTCET_FILES.cutoffs}: no Maharashtra-list (merit no, percentile) pair.`);
  if (cutoffs.skipped > 0) {
    warnings.push(`${MHTCET_FILES.cutoffs}: ${cutoffs.skipped} rows skipped (${cutoffs.skippedExamples.join(' | ')}).`);
  }
  const year = Math.max(...cutoffs.byYear.keys());
  const latestPairs = cutoffs.byYear.get(year) ?? [];
  const ranks = buildPercentileRankModel(year, latestPairs);
  // The year before, if there is one, only to say how much merit numbers move from one year to the next.
  const previousYear = Math.max(...[...cutoffs.byYear.keys()].filter((y) => y < year));
  let drift: YearOnYear | null = null;
  if (Number.isFinite(previousYear)) {
    try {
      drift = yearOnYear(buildPercentileRankModel(previousYear, cutoffs.byYear.get(previousYear) ?? []), ranks, latestPairs);
    } catch (error) {
      if (!(error instanceof TableError)) throw error;
    }
  }
  let score: MhtcetScoreModel | null = null;
  let scoreProblem: string | null = null;
  try {
    const rows = parseMhtcetMarks(await readTable(path.join(predictorsDir(dataDir), MHTCET_FILES.marksPercentile), MHTCET_COLUMNS.marksPercentile));
    score = buildMhtcetScoreModel(rows);
  } catch (error) {
    scoreProblem = problemOf(error);
  }
  return { model: { ranks, drift, score, scoreProblem }, warnings };
}

/** Loads and builds every predictor; never throws. */
export async function loadPredictorModels(dataDir: string): Promise<PredictorModels> {
  const [jeeMain, jeeMainCounts, jeeAdvanced, mhtcetLoad] = await Promise.all([
    attempt(() => loadJeeMain(dataDir)),
    attempt(() => loadJeeMainCounts(dataDir)),
    attempt(() => loadJeeAdvanced(dataDir)),
    attempt(() => loadMhtcet(dataDir)),
  ]);
  const mhtcet: Loaded<MhtcetModel> = mhtcetLoad.model ? { model: mhtcetLoad.model.model, problem: null } : { model: null, problem: mhtcetLoad.problem };

  const warnings: string[] = [];
  const warn = (name: string, problem: string | null) => {
    if (problem) warnings.push(`${name} unavailable: ${problem}`);
  };
  warn('JEE Main predictor', jeeMain.problem);
  warn('JEE Main score input', jeeMain.model?.scoreProblem ?? null);
  warn('JEE Advanced predictor', jeeAdvanced.problem);
  warn('MHT-CET predictor', mhtcet.problem);
  warn('MHT-CET score input', mhtcet.model?.scoreProblem ?? null);
  warnings.push(...(mhtcetLoad.model?.warnings ?? []));
  return { jeeMain, jeeMainCounts, jeeAdvanced, mhtcet, warnings };
}
