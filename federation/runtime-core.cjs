// Where the federation runtime's core is, as the bundler runtime resolves it (webpack-bundler-runtime, from
// @module-federation/enhanced): the host imports this very file to hand it to the remotes (ADR 0058), and
// the tests map the same import to it.
const path = require('node:path');

const bundlerRuntime = require.resolve('@module-federation/webpack-bundler-runtime', { paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))] });
const coreCjs = require.resolve('@module-federation/runtime-core', { paths: [path.dirname(bundlerRuntime)] });

module.exports = {
  /** The ES module build, which webpack bundles. */
  runtimeCoreEsm: path.join(path.dirname(coreCjs), 'index.js'),
  /** The CommonJS build, which Jest runs. */
  runtimeCoreCjs: coreCjs,
};
