// One Jest run over every package: each package is a project with its own environment.
const { host, remotes } = require('./shared-contracts/src/remotes.json');

const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' } }];
const sharedContracts = {
  '^shared-contracts$': '<rootDir>/../shared-contracts/src/index.ts',
  '^shared-contracts/(client|react|shortlist|ui|testing|prerender)$': '<rootDir>/../shared-contracts/src/$1/index',
};

// The federation runtime's core, which the host hands to the remotes (an alias in webpack.federation.cjs).
const { runtimeCoreCjs: federationRuntimeCore } = require('./federation/runtime-core.cjs');

const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { ...sharedContracts, '^federation-runtime-core$': federationRuntimeCore, '\\.(css|svg|png|jpg)$': 'identity-obj-proxy' },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.browser.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

module.exports = {
  // Component tests click through whole pages: about a second alone, but past Jest's 5 s default on a
  // shared 2-core machine under load. A hung test still fails, at 20 s.
  testTimeout: 20_000,
  projects: [
    {
      displayName: 'shared-contracts',
      rootDir: '<rootDir>/shared-contracts',
      testEnvironment: 'jsdom',
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: sharedContracts,
      setupFilesAfterEnv: ['<rootDir>/../jest.setup.browser.ts'],
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    },
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: sharedContracts,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    // The blog's project below adds its own setup and transforms.
    ...[host, ...remotes].filter((pkg) => pkg.package !== 'remote-blog').map((pkg) => browserProject(pkg.package)),
    {
      ...browserProject('remote-blog'),
      setupFilesAfterEnv: ['<rootDir>/../jest.setup.browser.ts', '<rootDir>/test/setup.ts'],
      // An imported image is its URL, or a data: URI with ?inline, as webpack gives them.
      moduleNameMapper: {
        ...sharedContracts,
        '\\.svg\\?inline$': '<rootDir>/test/fileInlineMock.cjs',
        '\\.(svg|png|jpg)$': '<rootDir>/test/fileMock.cjs',
        '\\.css$': 'identity-obj-proxy',
      },
      // A markdown body is the article HTML the webpack loader makes of it (the converter runs as a child
      // process, so its ES-module packages never pass through Jest).
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.md$': '<rootDir>/test/markdownTransform.cjs' },
    },
  ],
};
