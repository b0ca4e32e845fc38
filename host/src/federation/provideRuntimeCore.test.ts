import { provideRuntimeCore } from './provideRuntimeCore';

type WithCore = { _FEDERATION_RUNTIME_CORE?: Record<string, unknown> };

afterEach(() => {
  delete (globalThis as WithCore)._FEDERATION_RUNTIME_CORE;
});

test('hands the federation runtime core to the remotes under the name their builds read it from', () => {
  expect((globalThis as WithCore)._FEDERATION_RUNTIME_CORE).toBeUndefined();
  provideRuntimeCore();
  const core = (globalThis as WithCore)._FEDERATION_RUNTIME_CORE;
  // What a remote's bundler runtime takes from it: the federation class and the global store.
  expect(typeof core?.ModuleFederation).toBe('function');
  expect(typeof core?.Global).toBe('object');
});
