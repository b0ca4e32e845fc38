// Adapter: JEE Main rank -> JEE Main percentile, for the state-wise finder. The All India merit numbers
// of the CET Cell's lists are not JEE Main ranks, so a student's JEE Main rank is compared with those rows
// through the JEE Main percentile, with the JEE Main predictor's own model for that year:
//   rank ~ (100 - P) x N / 100, so P = 100 - 100 x rank / N,
// N being the year's unique JEE Main candidates (predictors/jee_main_candidates.csv; the nearest year's
// when the year has none). The predictor owns the model and its data; the finder is given the counts the
// API loaded at start and only uses this signature.
export { jeeMainPercentileForRank } from '../predictors/jeeMain';
