// The dependency rule of the hexagon (see HOUSE-STYLE.md) as lint errors: the folder zones live in
// eslint/dependency-zones.js, the packages owned by one adapter in eslint/owned-packages.js, and
// tests/lint/dependency-rule.test.ts proves each restriction bites.
import path from 'node:path';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { COMPOSITION_ROOT, dependencyZones } from './eslint/dependency-zones.js';
import { frameworkPatterns, OWNING_AREAS, restrictedImports } from './eslint/owned-packages.js';

const root = import.meta.dirname;

const SOURCE_FILES = ['**/*.{ts,tsx,js,mjs,cjs}'];
const TEST_FILES = ['**/*.test.{ts,tsx}', 'tests/**'];
const APP_LAYERS = ['domain', 'ports', 'application', 'adapters', 'src', 'functions/src'];

const NODE_GLOBALS = Object.fromEntries(
  [
    'process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'AbortController', 'AbortSignal', 'fetch', 'Response', 'Request',
    'Headers', 'FormData', 'Blob', 'TextEncoder', 'TextDecoder', 'structuredClone', 'queueMicrotask',
    'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'global',
    'globalThis',
  ].map((name) => [name, 'readonly']),
);
const COMMONJS_GLOBALS = { require: 'readonly', module: 'writable', exports: 'writable', __dirname: 'readonly', __filename: 'readonly' };

const areaGlob = (area) => (path.extname(area) ? [area] : [`${area}/**`]);

export default defineConfig([
  globalIgnores([
    'dist/',
    'dist-*/',
    '.tmp/',
    'test-results/',
    'playwright-report/',
    '**/node_modules/',
    'storybook-static/',
    'coverage/',
    'public/',
    'tests/lint/fixtures/',
    // Build output of the functions bundle and of Strapi; Strapi's generated types; its uploads and local data.
    'functions/lib/',
    'cms/dist/',
    'cms/build/',
    'cms/.tmp/',
    'cms/.strapi/',
    'cms/.cache/',
    'cms/public/',
    'cms/database/',
    'cms/types/generated/',
    'cms/lib/generated/',
  ]),
  {
    files: SOURCE_FILES,
    extends: [tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files when it follows imports (no-cycle would see nothing).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') }),
        createNodeResolver(),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      ...restrictedImports('*'),
    },
  },

  // Dependency rule between folders.
  {
    files: SOURCE_FILES,
    ignores: [...TEST_FILES, `${COMPOSITION_ROOT}/**`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: dependencyZones({ testFile: false, compositionRoot: false }) },
      ],
    },
  },
  {
    files: [`${COMPOSITION_ROOT}/**`],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: dependencyZones({ testFile: false, compositionRoot: true }) },
      ],
    },
  },
  {
    files: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: dependencyZones({ testFile: true, compositionRoot: false }) },
      ],
    },
  },
  {
    files: [`${COMPOSITION_ROOT}/**/*.test.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: dependencyZones({ testFile: true, compositionRoot: true }) },
      ],
    },
  },

  // Packages owned by one adapter; frameworks kept out of the inner layers. Later blocks replace earlier options.
  ...OWNING_AREAS.map((area) => ({
    files: areaGlob(area),
    rules: restrictedImports(area),
  })),
  { files: ['domain/**'], rules: restrictedImports('domain', frameworkPatterns('domain')) },
  { files: ['application/**'], rules: restrictedImports('application', frameworkPatterns('application')) },
  { files: ['ports/**'], rules: restrictedImports('ports', frameworkPatterns('ports')) },
  {
    files: ['ports/tokens.ts'],
    rules: restrictedImports('ports', frameworkPatterns('ports', { inversifyTypes: true })),
  },

  // React's rules of hooks, for the UI and its stories (the only places with components).
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // Import cycles in the application's own layers (tests, tooling and packages are left out to keep lint fast).
  {
    files: [...APP_LAYERS.map((layer) => `${layer}/**/*.{ts,tsx}`)],
    ignores: TEST_FILES,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },

  // The Strapi app: CommonJS helpers and Node scripts, checked for undefined names as TypeScript does not see them.
  {
    files: ['cms/**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...NODE_GLOBALS, ...COMMONJS_GLOBALS } },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-undef': 'error' },
  },
  {
    files: ['cms/**/*.mjs'],
    languageOptions: { globals: NODE_GLOBALS },
    rules: { 'no-undef': 'error' },
  },
]);
