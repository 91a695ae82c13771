// The dependency rule of the hexagon (see HOUSE-STYLE.md) as lint errors; tests/lint/dependency-rule.test.ts
// proves each restriction bites.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = import.meta.dirname;

const SOURCE_FILES = ['**/*.{ts,tsx,js,mjs,cjs}'];
const TEST_FILES = ['**/*.test.{ts,tsx}', 'tests/**'];
const COMPOSITION_ROOT = 'src/app/composition';
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

// The known adapter folders, plus any added since, so a new adapter is fenced in from its first file.
const ADAPTERS = [
  ...new Set([
    'fetch',
    'memory',
    'strapi',
    'firebase',
    ...(existsSync(path.join(root, 'adapters'))
      ? readdirSync(path.join(root, 'adapters'), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
      : []),
  ]),
];

const subfolders = (folder) =>
  existsSync(path.join(root, folder))
    ? readdirSync(path.join(root, folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

// Every feature folder gets its own zone, so a new feature is fenced in from its first file.
const FEATURES = subfolders('src/features');

// Top-level folders that are not part of the hexagon's inner layers.
const OUTSIDE_APP = ['stories', 'scripts', 'functions', 'cms'];

// What functions/src may import besides itself, domain/ and application/ (and npm packages): the ports its units
// implement and the wire contracts, the firebase-admin units themselves, and of the Strapi adapter its server side
// (fetch, no axios) with the content parser it shares with the browser's. The mails' Czech wording lives with their
// templates in domain/mail/, so the functions need nothing of src/.
const FUNCTIONS_PORTS = ['./wire', './units'];
const FUNCTIONS_ADAPTERS = ['./firestore-admin', './storage-admin', './strapi/server', './strapi/content', './fio'];
const FUNCTIONS_MAY_IMPORT = ['functions', 'domain', 'application', 'ports', 'adapters', 'node_modules'];

/**
 * functions/src imports itself, domain/, application/, ports/wire/ and ports/units/, adapters/firestore-admin/,
 * adapters/storage-admin/ (renditions and ZIP parts with firebase-admin's Storage) and the Strapi adapter's server
 * side. Its tests drive the functions as the site does, so they may also use the site's adapters and tests/ (support,
 * contract suites).
 */
function functionsZones({ testFile }) {
  const mayImport = testFile ? [...FUNCTIONS_MAY_IMPORT, 'tests'] : FUNCTIONS_MAY_IMPORT;
  return [
    {
      target: 'functions/src',
      from: readdirSync(root).filter((entry) => !mayImport.includes(entry)),
      message: 'functions/src imports domain/, application/, ports/wire/, ports/units/, adapters/firestore-admin/, adapters/storage-admin/ and the Strapi adapter\'s server side only.',
    },
    {
      target: 'functions/src',
      from: 'functions',
      except: ['./src', './node_modules'],
      message: 'functions/src does not import functions/ build files or output.',
    },
    {
      target: 'functions/src',
      from: 'ports',
      except: FUNCTIONS_PORTS,
      message: `functions/src imports only ${FUNCTIONS_PORTS.map((folder) => `ports/${folder.slice(2)}/`).join(' and ')} from ports/.`,
    },
    ...(testFile
      ? []
      : [
          {
            target: 'functions/src',
            from: 'adapters',
            except: FUNCTIONS_ADAPTERS,
            message: `functions/src imports only ${FUNCTIONS_ADAPTERS.map((folder) => `adapters/${folder.slice(2)}/`).join(', ')} of the adapters.`,
          },
        ]),
  ];
}

/**
 * `import-x/no-restricted-paths` zones. Test files may also import tests/ (object mothers, contract suites)
 * and the memory adapters they use as fakes and fixtures (in src/, and beside another adapter).
 */
function dependencyZones({ testFile, compositionRoot }) {
  const outside = testFile ? OUTSIDE_APP : [...OUTSIDE_APP, 'tests'];
  const srcAdapterZone = compositionRoot
    ? []
    : [
        {
          target: 'src',
          from: 'adapters',
          except: testFile ? ['./memory'] : [],
          message: `Only ${COMPOSITION_ROOT}/ may import adapters/; elsewhere in src/ use ports through useService().`,
        },
      ];
  return [
    {
      target: 'domain',
      from: ['ports', 'application', 'adapters', 'src', ...outside],
      message: 'domain/ imports nothing outside domain/.',
    },
    {
      target: 'ports',
      from: ['application', 'adapters', 'src', ...outside],
      message: 'ports/ imports domain/ only.',
    },
    {
      target: 'application',
      from: ['adapters', 'src', ...outside],
      message: 'application/ (use cases) imports domain/ and ports/ only.',
    },
    ...ADAPTERS.flatMap((adapter) => [
      {
        target: `adapters/${adapter}`,
        from: 'adapters',
        except: testFile && adapter !== 'memory' ? [`./${adapter}`, './memory'] : [`./${adapter}`],
        message: `adapters/${adapter}/ must not import another adapter; share code through ports/ or domain/.`,
      },
      {
        target: `adapters/${adapter}`,
        from: ['src', ...outside],
        message: `adapters/${adapter}/ imports ports/ and domain/ only, never src/.`,
      },
    ]),
    // The Strapi adapter's server side and content modules run in the functions too: never through the axios client.
    ...['adapters/strapi/server', 'adapters/strapi/content'].map((target) => ({
      target,
      from: 'adapters/strapi',
      except: ['./server', './content', './strapi-sanitise-html.ts'],
      message: `${target}/ runs in the functions too: it does not import the browser's Strapi client (axios).`,
    })),
    ...srcAdapterZone,
    { target: 'src', from: outside, message: 'src/ imports domain/, ports/, application/ (and its own code) only.' },
    {
      target: 'src/shared',
      from: ['src/features', 'src/app'],
      message: 'src/shared/ is used by features and app, never the other way round.',
    },
    {
      target: 'src/features',
      from: 'src/app',
      message: 'Features do not import src/app/; move what they need to src/shared/.',
    },
    ...FEATURES.map((feature) => ({
      target: `src/features/${feature}`,
      from: 'src/features',
      except: [`./${feature}`],
      message: `src/features/${feature}/ must not import another feature; share code through src/shared/.`,
    })),
    ...functionsZones({ testFile }),
  ];
}


/** Packages that belong to one adapter (or one wrapper module) only. */
const OWNED_PACKAGES = [
  {
    name: 'firebase',
    regex: '^(?:firebase|@firebase/[^/]+)(?:/.*)?$',
    // The emulator tests' support and the emulator/admin scripts talk to Firebase directly, as tooling, not as the app.
    allowedIn: ['adapters/firebase', 'tests/support/emulator-support.ts', 'scripts/dev/emulators', 'scripts/ops/admin-grant.ts'],
    message: 'The Firebase SDK is imported only under adapters/firebase/ (and by emulator tests and scripts).',
  },
  {
    name: 'axios',
    regex: '^axios(?:/.*)?$',
    // The Strapi-backed tests give the adapters a browser's transport that keeps Strapi's cookies (and a fake Strapi).
    allowedIn: ['adapters/strapi', 'tests/support/test-browser.ts', 'tests/support/fake-strapi-http.ts'],
    message: 'axios is imported only under adapters/strapi/ (and by the Strapi-backed tests).',
  },
  {
    name: 'js-cookie',
    regex: '^js-cookie(?:/.*)?$',
    allowedIn: ['adapters/strapi'],
    message: 'js-cookie is imported only under adapters/strapi/.',
  },
  {
    name: 'qs',
    regex: '^qs(?:/.*)?$',
    allowedIn: ['adapters/strapi', 'src/shared/query-string.ts'],
    message: 'qs is imported only under adapters/strapi/ and in src/shared/query-string.ts (use parseSearch).',
  },
];

/** Frameworks the inner layers stay free of. */
function frameworkPatterns(layer, { inversifyTypes = false } = {}) {
  return [
    {
      regex: '^(?:react|react-dom|react-router|react-router-dom|zustand|reflect-metadata)(?:/.*)?$',
      message: `${layer}/ stays free of React, routing, zustand and reflect-metadata.`,
    },
    {
      regex: '^(?:inversify|@inversifyjs/[^/]+)(?:/.*)?$',
      allowTypeImports: inversifyTypes,
      message: inversifyTypes
        ? 'ports/tokens.ts may import inversify types only (import type).'
        : `${layer}/ does not import inversify${layer === 'ports' ? ' (only ports/tokens.ts, types only)' : ''}.`,
    },
  ];
}

/**
 * Static imports through no-restricted-imports; `import()` through no-restricted-syntax, which the former does not
 * see. Both are scoped alike, so an area allowed a package statically may also load it lazily.
 */
function restrictedImports(area, extraPatterns = []) {
  const patterns = [...OWNED_PACKAGES.filter((pkg) => !pkg.allowedIn.includes(area)), ...extraPatterns];
  return {
    'no-restricted-imports': [
      'error',
      { patterns: patterns.map(({ name: _name, allowedIn: _allowedIn, ...pattern }) => pattern) },
    ],
    'no-restricted-syntax': [
      'error',
      ...patterns.map(({ regex, message }) => ({
        // esquery reads the regex between slashes, so a slash inside it is escaped.
        selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
        message,
      })),
    ],
  };
}

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
  ...['adapters/firebase', 'adapters/strapi', 'src/shared/query-string.ts', 'tests/support/emulator-support.ts', 'tests/support/test-browser.ts', 'tests/support/fake-strapi-http.ts', 'scripts/dev/emulators', 'scripts/ops/admin-grant.ts'].map((area) => ({
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
