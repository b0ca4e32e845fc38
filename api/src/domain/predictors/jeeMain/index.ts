// JEE Main predictor. Score -> percentile from the coaching-site "expected" marks-vs-percentile
// tables (a band: sources and shifts disagree); percentile -> rank by rank = (100 - P) x N / 100
// with N the unique candidates of the latest year, the tie at 100 percentile, and a range from the
// percentile band and the uncertainty in N. Every figure comes from DATA_DIR/predictors (see
// SOURCES.md there and docs/data/predictors.md).
export * from './counts';
export * from './predict';
export * from './scoreModel';
export * from './tables';
