const { createConfig } = require('../webpack.federation.cjs');

const base = createConfig({
  name: 'blog',
  dir: __dirname,
  title: 'Blog',
  exposes: { './App': './src/App.tsx' },
});

// Images shown in the page are imported with `?inline` and become data: URIs: they are small SVGs, and
// the host's Content-Security-Policy allows images from data: and https: but not from a remote's own
// http origin. Plain imports stay files with a URL (for og:image, which needs a real address).
module.exports = (env, argv) => {
  const config = base(env, argv);
  for (const rule of config.module.rules) {
    if (rule.test instanceof RegExp && rule.test.test('x.svg')) rule.resourceQuery = { not: [/inline/] };
  }
  config.module.rules.push({ test: /\.svg$/, resourceQuery: /inline/, type: 'asset/inline' });
  return config;
};
