const { createConfig, withPrerender } = require('../webpack.federation.cjs');

const app = createConfig({
  name: 'finders',
  dir: __dirname,
  title: 'College Finder',
  exposes: { './App': './src/App.tsx' },
});

// Its pages prerendered at build (src/prerender.tsx -> dist/prerender.json); they link no files of their own.
module.exports = (env, argv) => {
  const config = app(env, argv);
  config.name = 'finders';
  return withPrerender(config, { assetsUrl: 'https://finders-url.prerender.invalid/' }, argv);
};
