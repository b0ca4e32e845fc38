const { createConfig } = require('../webpack.federation.cjs');

module.exports = createConfig({
  name: 'blog',
  dir: __dirname,
  title: 'Blog',
  exposes: { './App': './src/App.tsx' },
});
