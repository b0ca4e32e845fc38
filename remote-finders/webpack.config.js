const { createConfig } = require('../webpack.federation.cjs');

module.exports = createConfig({
  name: 'finders',
  dir: __dirname,
  title: 'College Finder',
  exposes: { './App': './src/App.tsx' },
});
