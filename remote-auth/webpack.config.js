const { createConfig } = require('../webpack.federation.cjs');

module.exports = createConfig({
  name: 'auth',
  dir: __dirname,
  title: 'Account',
  exposes: { './App': './src/App.tsx' },
});
