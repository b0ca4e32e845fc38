// One Jest run over every package: each package is a project with its own environment.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' } }];
const sharedContracts = {
  '^shared-contracts$': '<rootDir>/../shared-contracts/src/index.ts',
  '^shared-contracts/(client|react|ui|testing|prerender)$': '<rootDir>/../shared-contracts/src/$1/index',
};

const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { ...sharedContracts, '\\.(css|svg|png|jpg)$': 'identity-obj-proxy' },
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
    ...['host', 'remote-rankings', 'remote-finders', 'remote-predictors', 'remote-auth'].map(browserProject),
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
      // Markdown bodies load as text; react-markdown and the unified/micromark/hast packages it uses are
      // ESM-only, so they go through swc too (pnpm paths: node_modules/.pnpm/<pkg@ver>/node_modules/<pkg>/).
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.md$': '<rootDir>/test/markdownTransform.cjs' },
      transformIgnorePatterns: [
        `/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${[
          '@ungap/structured-clone', 'bail', 'ccount', 'character-[^/]+', 'comma-separated-tokens', 'decode-named-character-reference',
          'devlop', 'entities', 'escape-string-regexp', 'estree-util-[^/]+', 'hast-util-[^/]+', 'hastscript', 'html-url-attributes',
          'html-void-elements', 'is-alphabetical', 'is-alphanumerical', 'is-decimal', 'is-hexadecimal', 'is-plain-obj',
          'longest-streak', 'markdown-table', 'mdast-util-[^/]+', 'micromark[^/]*', 'parse-entities', 'parse5', 'property-information',
          'react-markdown', 'rehype-[^/]+', 'remark-[^/]+', 'space-separated-tokens', 'stringify-entities', 'trim-lines', 'trough',
          'unified', 'unist-util-[^/]+', 'vfile[^/]*', 'web-namespaces', 'zwitch',
        ].join('|')})/)`,
      ],
    },
  ],
};
