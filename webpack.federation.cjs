// One webpack + Module Federation setup for the host and every remote, so shared singletons and
// output naming cannot drift between packages. Each package's webpack.config.js calls createConfig.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** One copy of each in the browser, or auth state, theme and router context split silently. */
function sharedSingletons(pkg) {
  const deps = pkg.dependencies || {};
  const shared = {};
  for (const name of ['react', 'react-dom', 'react-router-dom', 'jotai', 'styled-components', 'react-helmet-async']) {
    shared[name] = { singleton: true, requiredVersion: deps[name] };
  }
  // shared-contracts/testing is for Jest only and never shared.
  for (const name of ['shared-contracts', 'shared-contracts/client', 'shared-contracts/react', 'shared-contracts/ui']) {
    shared[name] = { singleton: true, requiredVersion: '^1.0.0', version: '1.0.0' };
  }
  return shared;
}

// The federation runtime asks for a chunk's file name before content hashes exist (only to learn the
// output folder depth); answer it without the hash, and with the hash once webpack has computed it.
const hashedName = (pathData) =>
  pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript ? '[name].[contenthash:10].js' : '[name].js';

/**
 * @param {{ name: string, dir: string, title: string, exposes?: Record<string,string>, isHost?: boolean }} options
 */
function createConfig({ name, dir, title, exposes = {}, isHost = false }) {
  const pkg = require(path.join(dir, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Remotes load their chunks from their own origin, wherever that is at run time.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? hashedName : '[name].js',
        chunkFilename: production ? hashedName : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
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
          shared: sharedSingletons(pkg),
          manifest: true,
          dts: false,
          dev: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'scripts', 'index.html'),
          title,
          publicPath: '/',
          chunks: ['main'],
        }),
      ],
      optimization: { moduleIds: 'deterministic' },
    };
  };
}

module.exports = { createConfig };
