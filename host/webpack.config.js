const { createConfig, withPrerender } = require('../webpack.federation.cjs');

// The host knows no remote URL at build time: it reads them from /config.json at start.
const app = createConfig({
  name: 'host',
  dir: __dirname,
  title: 'Engineering Admissions Guide',
  isHost: true,
  // shared-contracts' main entry is constants, messages, validators and the theme: stateless, so the host
  // bundles only the few it uses (~1 KB) instead of loading the whole shared module (~9 KB brotli) before
  // its first render. Remotes still share one copy among themselves.
  unshared: ['shared-contracts'],
});

// The home page prerendered at build (src/prerender.tsx -> dist/prerender.json); it links no files.
module.exports = (env, argv) => {
  const config = app(env, argv);
  config.name = 'host';
  return withPrerender(config, { assetsUrl: 'https://host-url.prerender.invalid/' }, argv);
};
