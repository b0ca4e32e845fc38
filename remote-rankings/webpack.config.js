const { createConfig, withPrerender } = require('../webpack.federation.cjs');

const app = createConfig({
  name: 'rankings',
  dir: __dirname,
  title: 'NIRF Rankings',
  exposes: { './App': './src/App.tsx' },
});

// Its pages prerendered at build (src/prerender.tsx -> dist/prerender.json); they link no files of their own.
module.exports = (env, argv) => {
  const config = app(env, argv);
  config.name = 'rankings';
  return withPrerender(config, { assetsUrl: 'https://rankings-url.prerender.invalid/' }, argv);
};
