// The predictors' models, for the route and for bench/analyses/predictors-eval.ts.
export * from './csvTable';
export * from './interpolation';
export * from './jeeAdvanced';
export * from './jeeMain';
export * from './mhtcet';
export * from './prediction';
export * from './tables';
