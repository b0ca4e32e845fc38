const { createConfig, withPrerender } = require('../webpack.federation.cjs');

const app = createConfig({
  name: 'finders',
  dir: __dirname,
  title: 'College Finder',
  exposes: { './App': './src/App.tsx' },
  // The finders load the predictors' widgets over federation (src/features/finder-common/predictorsRemote.ts).
  loadsRemotes: true,
});

// Its pages prerendered at build (src/prerender.tsx -> dist/prerender.json); they link no files of their own.
module.exports = (env, argv) => {
  const config = app(env, argv);
  config.name = 'finders';
  return withPrerender(config, { assetsUrl: 'https://finders-url.prerender.invalid/' }, argv);
};
