const { createConfig, withPrerender } = require('../webpack.federation.cjs');
const path = require('node:path');
const { BLOG_URL_MARKER } = require('../scripts/lib/prerender-markers.cjs');

const base = createConfig({
  name: 'blog',
  dir: __dirname,
  title: 'Blog',
  exposes: { './App': './src/App.tsx' },
});

const markdownLoader = path.join(__dirname, 'scripts', 'markdown-loader.cjs');

/** The remote's rules with the blog's additions: guides as HTML made at build time, inline images. */
function blogRules(rules) {
  for (const rule of rules) {
    // Images shown in the page are imported with `?inline` and become data: URIs: they are small SVGs, and
    // the host's Content-Security-Policy allows images from data: and https: but not from a remote's own
    // http origin. Plain imports stay files with a URL (for og:image, which needs a real address).
    if (rule.test instanceof RegExp && rule.test.test('x.svg')) rule.resourceQuery = { not: [/inline/] };
    // A guide's markdown becomes its sanitized HTML here, so no markdown code ships to the browser.
    if (rule.test instanceof RegExp && rule.test.test('x.md')) rule.use = [markdownLoader];
  }
  rules.push({ test: /\.svg$/, resourceQuery: /inline/, type: 'asset/inline' });
  return rules;
}

// The articles prerendered (dist/prerender.json), their images linked under the blog's address stand-in.
module.exports = (env, argv) => {
  const app = base(env, argv);
  app.name = 'blog';
  blogRules(app.module.rules);
  return withPrerender(app, { rules: blogRules(base(env, argv).module.rules), assetsUrl: BLOG_URL_MARKER }, argv);
};
