// The SDK environment module the browser bundles take instead of the SDK's own (webpack.federation.cjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const { runtimeCoreCjs } = require('./runtime-core.cjs');
const { SDK_ENV, SDK_ENV_FILE } = require('../webpack.federation.cjs');

// The SDK the federation runtime's core bundles, and its environment module.
const sdkIndex = require.resolve('@module-federation/sdk', { paths: [path.dirname(runtimeCoreCjs)] });
const sdkEnv = path.join(path.dirname(sdkIndex), 'env.js');

/** A browser's globals whose localStorage counts each time it is reached. */
function withBrowserGlobals(run) {
  const reads = { count: 0 };
  const storage = { getItem: () => null };
  const window = { document: {} };
  Object.defineProperty(window, 'localStorage', { get: () => ((reads.count += 1), storage) });
  Object.defineProperty(globalThis, 'window', { value: window, configurable: true });
  Object.defineProperty(globalThis, 'localStorage', { get: () => ((reads.count += 1), storage), configurable: true });
  return run(reads).finally(() => {
    delete globalThis.window;
    delete globalThis.localStorage;
  });
}

test('the build swaps the SDK environment module the runtime core imports for ours', () => {
  assert.match(sdkEnv, SDK_ENV_FILE);
  assert.doesNotMatch(SDK_ENV, SDK_ENV_FILE);
  assert.doesNotMatch(sdkIndex, SDK_ENV_FILE);
});

test('it exports what the SDK environment module exports', async () => {
  const [ours, theirs] = await Promise.all([import(pathToFileURL(SDK_ENV).href), import(pathToFileURL(sdkEnv).href)]);
  assert.deepEqual(Object.keys(ours).sort(), Object.keys(theirs).sort());
});

test('debug mode is off without reaching localStorage, where the SDK reads it', () =>
  withBrowserGlobals(async (reads) => {
    const ours = await import(`${pathToFileURL(SDK_ENV).href}?browser`);
    const before = process.env.FEDERATION_DEBUG;
    delete process.env.FEDERATION_DEBUG;
    try {
      assert.equal(ours.isDebugMode(), false);
      assert.equal(reads.count, 0);
      const theirs = await import(`${pathToFileURL(sdkEnv).href}?browser`);
      assert.equal(theirs.isDebugMode(), false);
      assert.ok(reads.count > 0, 'the SDK itself reads localStorage: the reason for the swap');
      process.env.FEDERATION_DEBUG = '1';
      assert.equal(ours.isDebugMode(), true);
    } finally {
      if (before === undefined) delete process.env.FEDERATION_DEBUG;
      else process.env.FEDERATION_DEBUG = before;
    }
  }));
