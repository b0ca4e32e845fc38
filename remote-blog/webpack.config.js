const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createConfig } = require('../webpack.federation.cjs');
const { BLOG_URL_MARKER, SITE_URL_MARKER } = require('../scripts/lib/prerender-markers.cjs');

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

/**
 * After the remote's own build: a Node bundle of src/prerender.tsx, run once to write dist/prerender.json
 * (the articles as crawlers should get them; scripts/prerender.mjs makes the host's pages of it). Its file
 * addresses use the blog stand-in and its links the site stand-in; both are filled in when served.
 */
class WritePrerenderData {
  constructor(outputFile) {
    this.outputFile = outputFile;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('WritePrerenderData', async (compilation) => {
      if (compilation.getStats().hasErrors()) return;
      const bundle = path.join(compiler.options.output.path, 'prerender.cjs');
      delete require.cache[bundle];
      try {
        const data = await require(bundle).prerenderArticles(SITE_URL_MARKER);
        fs.writeFileSync(this.outputFile, JSON.stringify({ siteUrl: SITE_URL_MARKER, blogUrl: BLOG_URL_MARKER, ...data }));
      } catch (error) {
        compilation.errors.push(new Error(`Prerendering the articles failed: ${error.stack || error}`));
      } finally {
        fs.rmSync(compiler.options.output.path, { recursive: true, force: true });
      }
    });
  }
}

module.exports = (env, argv) => {
  const app = base(env, argv);
  app.name = 'blog';
  blogRules(app.module.rules);
  // Development watch builds skip the prerender: nothing prerendered is served there.
  if (argv.mode === 'development') return app;

  const prerender = {
    name: 'prerender',
    // Runs after the app's build, which empties dist/ first.
    dependencies: ['blog'],
    mode: 'production',
    target: 'node',
    context: __dirname,
    entry: { prerender: './src/prerender.tsx' },
    devtool: false,
    output: {
      path: fs.mkdtempSync(path.join(os.tmpdir(), 'blog-prerender-')),
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      library: { type: 'commonjs2' },
      publicPath: BLOG_URL_MARKER,
    },
    resolve: app.resolve,
    module: { rules: blogRules(base(env, argv).module.rules) },
    // Run once at build time: readable output is worth more than small output.
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    plugins: [new WritePrerenderData(path.join(app.output.path, 'prerender.json'))],
  };
  return [app, prerender];
};
