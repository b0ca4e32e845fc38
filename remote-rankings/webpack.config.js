const { createConfig } = require('../webpack.federation.cjs');

module.exports = createConfig({
  name: 'rankings',
  dir: __dirname,
  title: 'NIRF Rankings',
  exposes: { './App': './src/App.tsx' },
});
