const { createConfig } = require('../webpack.federation.cjs');

module.exports = createConfig({
  name: 'predictors',
  dir: __dirname,
  title: 'Rank Predictors',
  exposes: {
    './App': './src/App.tsx',
    // The widgets the finder pages mount (props: PredictorWidgetProps from shared-contracts).
    './JeeMainPredictor': './src/exposed/JeeMainPredictor.tsx',
    './JeeAdvancedPredictor': './src/exposed/JeeAdvancedPredictor.tsx',
    './MhtcetPredictor': './src/exposed/MhtcetPredictor.tsx',
  },
});
