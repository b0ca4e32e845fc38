// One webpack + Module Federation setup for the host and every remote, so shared singletons and
// output naming cannot drift between packages. Each package's webpack.config.js calls createConfig.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { styledComponentIds } = require('./scripts/lib/styled-component-ids.cjs');
const { runtimeConfigPath } = require('./shared-contracts/src/remotes.json');

// The router the site shares: react-router-dom without its data-router half (see the file).
const SHARED_ROUTER = path.join(__dirname, 'federation', 'react-router-dom.mjs');
const SHARED_ROUTER_EXPORTS = new Set(
  fs
    .readFileSync(SHARED_ROUTER, 'utf8')
    .match(/export \{([^}]*)\}/)[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

/**
 * The federation runtime's core (ESM), the very module the bundler runtime imports. The host's copy is the
 * one every remote uses: the host hands it over as `globalThis._FEDERATION_RUNTIME_CORE`
 * (host/src/federation/provideRuntimeCore.ts) and remote builds take it from there (`externalRuntime`)
 * instead of carrying their own (38-63 KB a remote entry).
 */
const RUNTIME_CORE_ESM = require('./federation/runtime-core.cjs').runtimeCoreEsm;

/** Every file under `dir` whose name matches `pattern`. */
function filesUnder(dir, pattern) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

/** Fails the build when a package imports a router export the shared router does not carry (it would be undefined at run time). */
function checkRouterImports(dir) {
  const missing = new Set();
  for (const file of filesUnder(path.join(dir, 'src'), /(?<!\.test)\.tsx?$/)) {
    for (const [, names] of fs.readFileSync(file, 'utf8').matchAll(/import\s+\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
      for (const raw of names.split(',')) {
        const name = raw.trim().replace(/\s+as\s+.*$/, '');
        if (name && !name.startsWith('type ') && !SHARED_ROUTER_EXPORTS.has(name)) missing.add(`${name} (${path.relative(dir, file)})`);
      }
    }
  }
  if (missing.size) {
    throw new Error(`react-router-dom exports missing from ${path.relative(process.cwd(), SHARED_ROUTER)}: ${[...missing].join(', ')}. Add them there.`);
  }
}

/**
 * Fails the build of a package that loads remotes itself (the runtime's loadRemote or registerRemotes)
 * without `loadsRemotes`: its runtime would be built without remote loading, and fail only at run time.
 */
function checkRemoteLoading(dir, loadsRemotes) {
  if (loadsRemotes) return;
  const loaders = filesUnder(path.join(dir, 'src'), /(?<!\.test)\.tsx?$/).filter((file) =>
    /import\s+\{[^}]*\b(loadRemote|registerRemotes)\b[^}]*\}\s*from\s*'@module-federation\/[^']*runtime'/.test(fs.readFileSync(file, 'utf8')),
  );
  if (loaders.length) {
    throw new Error(`${loaders.map((file) => path.relative(dir, file)).join(', ')} load remotes: set loadsRemotes: true in ${path.basename(dir)}/webpack.config.js.`);
  }
}

/**
 * One copy of each in the browser, or auth state, theme and router context split silently.
 * No requiredVersion: the workspace pins one version of each for every package (pnpm-lock.yaml), and with
 * singletons a mismatch would only be logged, never refused; the runtime's check of each range costs a
 * phone ~10-20 ms of start-up per bundle (its semver parser builds its regular expressions on every call).
 */
function sharedSingletons(dir, unshared) {
  const shared = {};
  for (const name of ['react', 'react-dom', 'styled-components']) {
    shared[name] = { singleton: true, requiredVersion: false };
  }
  // Shared under its own name, so every remote gets the host's instance; the module provided is the
  // declarative subset, with the real package's version.
  const router = require(require.resolve('react-router-dom/package.json', { paths: [dir] }));
  shared['react-router-dom'] = { singleton: true, requiredVersion: false, import: 'shared-react-router-dom', version: router.version };
  // The shortlist's state library, resolved from shared-contracts (its only importer), so the host's one
  // store and every remote's hooks use one copy of jotai.
  const contractsDir = path.dirname(require.resolve('shared-contracts/package.json', { paths: [dir] }));
  const jotaiDir = path.dirname(require.resolve('jotai/package.json', { paths: [contractsDir] }));
  const jotaiEntry = path.join(jotaiDir, 'esm/index.mjs'); // the ES module build, as the browser bundles take it
  const jotaiVersion = require(path.join(jotaiDir, 'package.json')).version;
  shared.jotai = { singleton: true, requiredVersion: false, import: jotaiEntry, version: jotaiVersion };
  // shared-contracts/testing is for Jest only and never shared.
  // shared-contracts/shortlist holds the one shortlist store: a second copy would be a second, empty list.
  for (const name of ['shared-contracts', 'shared-contracts/client', 'shared-contracts/react', 'shared-contracts/shortlist', 'shared-contracts/ui']) {
    shared[name] = { singleton: true, requiredVersion: false, version: '1.0.0' };
  }
  for (const name of unshared) delete shared[name];
  return shared;
}

/**
 * Chrome's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+; other browsers read a comment):
 * V8 compiles every function of the file while the script streams in, on a background thread, instead of
 * lazily on the main thread at its first call. Nearly all of a bundle here runs at start (React, the
 * federation runtime, the page's own modules), so that work leaves the main thread's long tasks: Lighthouse
 * total blocking time on the remote pages ~1,000-1,250 -> 530-860 ms on this VM (docs/benchmarks.md).
 */
class CompileHintsPlugin {
  apply(compiler) {
    const { BannerPlugin, Compilation } = compiler.webpack;
    // After minification (which drops comments), before the content hashes are final.
    const stage = Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING;
    new BannerPlugin({ banner: '//# allFunctionsCalledOnLoad', raw: true, test: /\.js$/, entryOnly: false, stage }).apply(compiler);
  }
}

/**
 * The federation SDK's environment checks with debug mode from the build only (federation/sdk-env.mjs): the
 * SDK's own reads localStorage while the host's entry evaluates, opening the site's storage in that task
 * (ADR 0062). Every copy of the SDK a build bundles resolves its `./env.js` to this file instead.
 */
const SDK_ENV = path.join(__dirname, 'federation', 'sdk-env.mjs');
const SDK_ENV_FILE = /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]env\.js$/;

class SdkEnvPlugin {
  apply(compiler) {
    new compiler.webpack.NormalModuleReplacementPlugin(SDK_ENV_FILE, SDK_ENV).apply(compiler);
  }
}

/**
 * The host's page names the scripts its start-up loads after its entry (the bootstrap's chunks and the
 * shared modules' `startup` chunk) as `<link rel=preload>` at the end of the body, and `/config.json`, which
 * the bootstrap fetches first. Otherwise each waits for the script before it: the entry's download and
 * evaluation, then the chunks, then the configuration, three round trips in a row on a slow network. At
 * the end of the body they start once the page's own bytes are in, so the first paint does not wait for
 * them (docs/adr/0055-start-up-preloads.md).
 */
class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const files = startupFiles(compilation);
        if (files.length === 0) {
          compilation.errors.push(new Error('StartupPreloadPlugin: the entry imports no start-up chunk to preload'));
          return data;
        }
        const link = (attributes) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', ...attributes });
        data.bodyTags.push(...files.map((file) => link({ as: 'script', href: `/${file}` })), link({ as: 'fetch', crossorigin: 'anonymous', href: runtimeConfigPath }));
        return data;
      });
    });
  }
}

/**
 * A remote's own page (the remote run alone) has no host to take the federation runtime core from: the
 * remote's build writes it as `federation-runtime.js` (federation/provide-runtime-core.mjs, built once per
 * webpack run by a small build of its own) and its page loads that before its entry. The site's pages never
 * load it: they take the host's.
 */
class StandaloneRuntimeCorePlugin {
  apply(compiler) {
    const name = 'StandaloneRuntimeCorePlugin';
    const file = 'federation-runtime.js';
    let code = null;
    const build = async () => {
      code ??= await buildRuntimeCoreProvider(compiler.webpack, compiler.options.mode);
    };
    compiler.hooks.beforeRun.tapPromise(name, build);
    compiler.hooks.watchRun.tapPromise(name, build);
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tap({ name, stage }, () => compilation.emitAsset(file, new compiler.webpack.sources.RawSource(code), { minimized: true }));
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(name, (data) => {
        // First among the deferred scripts, which run in document order.
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `/${file}` }));
        return data;
      });
    });
  }
}

/** The code of federation/provide-runtime-core.mjs bundled for the browser. */
function buildRuntimeCoreProvider(webpack, mode) {
  const outputPath = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'federation-runtime-'));
  const compiler = webpack({
    mode,
    target: 'web',
    context: __dirname,
    entry: path.join(__dirname, 'federation', 'provide-runtime-core.mjs'),
    devtool: false,
    output: { path: outputPath, filename: 'provider.js' },
    resolve: { alias: { 'federation-runtime-core$': RUNTIME_CORE_ESM } },
    plugins: [new SdkEnvPlugin()],
    performance: { hints: false },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      try {
        if (error || stats.hasErrors()) throw error ?? new Error(stats.toString('errors-only'));
        resolve(fs.readFileSync(path.join(outputPath, 'provider.js'), 'utf8'));
      } catch (failure) {
        reject(failure);
      } finally {
        fs.rmSync(outputPath, { recursive: true, force: true });
      }
    });
  });
}

/** The script files of the chunks the entry's own module imports (the bootstrap) and of the `startup` chunk. */
function startupFiles(compilation) {
  const { compiler } = compilation;
  const entryFiles = new Set(compiler.options.entry.main.import.map((request) => path.resolve(compiler.context, request)));
  const imported = compilation.entrypoints
    .get('main')
    .getChildren()
    .filter((group) => group.origins.some((origin) => origin.module && entryFiles.has(origin.module.resource)));
  const chunks = new Set(imported.flatMap((group) => group.chunks));
  const startup = compilation.namedChunks.get('startup');
  if (startup) chunks.add(startup);
  return [...new Set([...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))].sort();
}

// The federation runtime asks for a chunk's file name before content hashes exist (only to learn the
// output folder depth); answer it without the hash, and with the hash once webpack has computed it.
const hashedName = (pathData) =>
  pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript ? '[name].[contenthash:10].js' : '[name].js';

/**
 * @param {{ name: string, dir: string, title: string, exposes?: Record<string,string>, isHost?: boolean, loadsRemotes?: boolean, unshared?: string[] }} options
 * `unshared`: packages this build bundles itself (tree-shaken) instead of taking from the share scope;
 * only for stateless modules, where two copies cannot disagree. `loadsRemotes`: a remote that loads
 * another remote itself keeps the federation runtime's remote loading (the host always does).
 */
function createConfig({ name, dir, title, exposes = {}, isHost = false, loadsRemotes = isHost, unshared = [] }) {
  // The full package, for the shared router module only (a plain 'react-router-dom' import is the shared one).
  const routerEsm = path.join(path.dirname(require.resolve('react-router-dom/package.json', { paths: [dir] })), 'dist', 'index.js');
  return (_env, argv) => {
    checkRouterImports(dir);
    checkRemoteLoading(dir, loadsRemotes);
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? (process.env.PROFILE_SOURCE_MAPS ? 'hidden-source-map' : false) : 'cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Remotes load their chunks from their own origin, wherever that is at run time.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? hashedName : '[name].js',
        chunkFilename: production ? hashedName : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { 'react-router-dom-full$': routerEsm, 'shared-react-router-dom$': SHARED_ROUTER, 'federation-runtime-core$': RUNTIME_CORE_ESM } },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'ts-loader',
              options: {
                transpileOnly: true,
                configFile: path.join(dir, 'tsconfig.json'),
                // The same styled-components ids in the browser build and the prerender build (ADR 0049).
                getCustomTransformers: () => ({ before: [styledComponentIds(__dirname)] }),
              },
            },
          },
          { test: /\.(png|svg|jpg|webp)$/, type: 'asset/resource' },
          { test: /\.md$/, type: 'asset/source' },
        ],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(dir, unshared),
          // Every package pins the same versions, so there is nothing to compare: with the default
          // 'version-first', a shared module loaded after start (the API client, on the first call) makes
          // the runtime fetch every registered remote's entry (~26 KB brotli each) just to compare versions.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          dev: false,
          // Browser-only runtime: drops the federation runtime's Node loading paths (~1.6 KB brotli). A build
          // that loads no remotes also leaves out the runtime's remote loading and manifest handling: a remote
          // entry 87 -> 61 KB (ADR 0053). Remotes take the runtime's core from the page: 61 -> 23 KB (ADR 0058).
          experiments: { optimization: { target: 'web', ...(loadsRemotes ? {} : { disableSnapshot: true, disableRemote: true }) }, ...(isHost ? {} : { externalRuntime: true }) },
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'scripts', 'index.html'),
          title,
          publicPath: '/',
          chunks: ['main'],
        }),
        ...(isHost ? [new StartupPreloadPlugin()] : [new StandaloneRuntimeCorePlugin()]),
        new SdkEnvPlugin(),
        ...(production ? [new CompileHintsPlugin()] : []),
      ],
      optimization: { moduleIds: 'deterministic', ...(isHost ? { splitChunks: { cacheGroups: { startup: STARTUP_CHUNK } } } : {}) },
    };
  };
}

/**
 * The host's shared modules and the libraries under them in one chunk: every page needs all of them at start,
 * and as one chunk per shared module they were nine requests and nine script tasks at start-up. Only chunks the
 * federation plugin made for shared modules are merged (they have no name); code a page loads later is
 * imported under a chunk name (`webpackChunkName`) and stays apart.
 */
const STARTUP_CHUNK = {
  name: 'startup',
  chunks: (chunk) => !chunk.isOnlyInitial() && !chunk.name,
  enforce: true,
  priority: 20,
  test: (module) => {
    const resource = (module.resource || '').split(path.sep).join('/');
    return /\/node_modules\//.test(resource) || /\/shared-contracts\/dist\//.test(resource) || resource.endsWith('/federation/react-router-dom.mjs');
  },
};

/**
 * After a remote's own build: a Node bundle of its src/prerender.tsx, run once to write dist/prerender.json
 * (its pages as crawlers and first paint should get them; scripts/prerender.mjs writes the host's pages of
 * it). Links use the site stand-in and file addresses `assetsUrl` (a stand-in too); both are filled in when
 * the page is served (scripts/lib/prerender-markers.cjs).
 */
class WritePrerenderData {
  constructor(outputFile, siteUrl, assetsUrl) {
    Object.assign(this, { outputFile, siteUrl, assetsUrl });
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('WritePrerenderData', async (compilation) => {
      if (compilation.getStats().hasErrors()) return;
      const bundle = path.join(compiler.options.output.path, 'prerender.cjs');
      delete require.cache[bundle];
      try {
        const data = await require(bundle).prerenderPages(this.siteUrl);
        fs.writeFileSync(this.outputFile, JSON.stringify({ siteUrl: this.siteUrl, assetsUrl: this.assetsUrl, ...data }));
      } catch (error) {
        compilation.errors.push(new Error(`Prerendering the pages failed: ${error.stack || error}`));
      } finally {
        fs.rmSync(compiler.options.output.path, { recursive: true, force: true });
      }
    });
  }
}

/**
 * The remote's build (`app`, from createConfig) plus, in production, the build that prerenders its pages.
 * @param {{ rules?: object[], assetsUrl: string }} options `rules`: the module rules of the Node build
 * (default: the app's); `assetsUrl`: the stand-in address its files are linked under.
 */
function withPrerender(app, { rules = app.module.rules, assetsUrl }, argv) {
  // Development watch builds skip the prerender: nothing prerendered is served there.
  if (argv.mode === 'development') return app;
  const { SITE_URL_MARKER } = require('./scripts/lib/prerender-markers.cjs');
  const prerender = {
    name: `${app.name}-prerender`,
    // Runs after the app's build, which empties dist/ first.
    dependencies: [app.name],
    mode: 'production',
    target: 'node',
    context: app.context,
    entry: { prerender: './src/prerender.tsx' },
    devtool: false,
    output: {
      path: fs.mkdtempSync(path.join(require('node:os').tmpdir(), `${app.name}-prerender-`)),
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      library: { type: 'commonjs2' },
      publicPath: assetsUrl,
    },
    resolve: app.resolve,
    module: { rules },
    // Run once at build time: readable output is worth more than small output.
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    plugins: [new WritePrerenderData(path.join(app.output.path, 'prerender.json'), SITE_URL_MARKER, assetsUrl)],
  };
  return [app, prerender];
}

module.exports = { createConfig, withPrerender, SDK_ENV, SDK_ENV_FILE };
