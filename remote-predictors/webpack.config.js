const { createConfig } = require('../webpack.federation.cjs');

module.exports = createConfig({
  name: 'predictors',
  dir: __dirname,
  title: 'Rank Predictors',
  exposes: { './App': './src/App.tsx' },
});
