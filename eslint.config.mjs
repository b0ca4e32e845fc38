import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const CROSS_PACKAGE_IMPORTS = {
  group: ['../../*/src/*', '**/host/src/**', '**/remote-*/src/**', '**/api/src/**'],
  message: 'Import only shared-contracts or federated modules across packages.',
};

export default tseslint.config(
  { ignores: ['**/.tmp*/**', '**/dist/**', '**/dist-analyses/**', '**/node_modules/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The domain states rules and answers; only http/ and routes/ speak HTTP (it throws domain/errors.ts).
    files: ['api/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'fastify', message: 'The domain does not use Fastify.' }], patterns: [{ group: ['**/http', '**/http/**', '@fastify/*'], message: 'The domain never imports the HTTP layer: throw a domain error (domain/errors.ts).' }] }],
    },
  },
  {
    // A remote never reaches into another package's files: only shared-contracts and what federation exposes.
    files: ['remote-*/src/**/*.{ts,tsx}', 'host/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [CROSS_PACKAGE_IMPORTS] }],
    },
  },
  {
    // Each feature (src/features/<name>/{api,hooks,components,model}) is used from outside only through its
    // index.ts, so its insides can change without touching the pages. Tests may reach inside (to render or
    // mock one part), and so may their helpers under src/test.
    files: ['remote-*/src/**/*.{ts,tsx}', 'host/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '*/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            CROSS_PACKAGE_IMPORTS,
            {
              // '../features/x/components/Y' from a page, '../../x/hooks/y' from another feature.
              regex: '(^|/)features/[^/]+/.|^(\\.\\./)+[^./][^/]*/(api|hooks|components|model)(/|$)',
              message: "Import a feature through its index ('features/<name>'), not its files.",
            },
          ],
        },
      ],
    },
  },
  {
    // Colours come from shared-contracts' theme, so one change there restyles every page (and e-mail) alike.
    files: ['remote-*/src/**/*.{ts,tsx}', 'host/src/**/*.{ts,tsx}', 'shared-contracts/src/**/*.{ts,tsx}', 'api/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'shared-contracts/src/theme.ts', 'shared-contracts/src/testing/**', 'api/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/#[0-9a-fA-F]{3,6}\\b/]', message: 'Use a colour of shared-contracts\' theme (add one there if none fits).' },
        { selector: 'TemplateElement[value.raw=/#[0-9a-fA-F]{3,6}\\b/]', message: 'Use a colour of shared-contracts\' theme (add one there if none fits).' },
      ],
    },
  },
);
