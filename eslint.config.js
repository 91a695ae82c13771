// The dependency rule of the hexagon (see HOUSE-STYLE.md) as lint errors; tests/lint/dependency-rule.test.ts
// proves each restriction bites.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = import.meta.dirname;

const SOURCE_FILES = ['**/*.{ts,tsx,js,mjs}'];
const TEST_FILES = ['**/*.test.{ts,tsx}', 'tests/**'];
const COMPOSITION_ROOT = 'src/app/composition';

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

// Top-level folders that are not part of the hexagon's inner layers.
const OUTSIDE_APP = ['stories', 'scripts', 'functions', 'cms'];

/**
 * `import-x/no-restricted-paths` zones. Test files may also import tests/ (object mothers, contract suites)
 * and, in src/, the memory adapters they use as fakes.
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
      from: ['ports', 'adapters', 'src', ...outside],
      message: 'domain/ imports nothing outside domain/.',
    },
    {
      target: 'ports',
      from: ['adapters', 'src', ...outside],
      message: 'ports/ imports domain/ only.',
    },
    ...ADAPTERS.flatMap((adapter) => [
      {
        target: `adapters/${adapter}`,
        from: 'adapters',
        except: [`./${adapter}`],
        message: `adapters/${adapter}/ must not import another adapter; share code through ports/ or domain/.`,
      },
      {
        target: `adapters/${adapter}`,
        from: ['src', ...outside],
        message: `adapters/${adapter}/ imports ports/ and domain/ only, never src/.`,
      },
    ]),
    ...srcAdapterZone,
    { target: 'src', from: outside, message: 'src/ imports domain/ and ports/ (and its own code) only.' },
  ];
}

/** Packages that belong to one adapter (or one wrapper module) only. */
const OWNED_PACKAGES = [
  {
    name: 'firebase',
    regex: '^(?:firebase|@firebase/[^/]+)(?:/.*)?$',
    // Emulator-backed tests and the emulator/admin scripts talk to Firebase directly, as tooling, not as the app.
    allowedIn: ['adapters/firebase', 'tests/firebase', 'scripts/emulators', 'scripts/admin-grant.mjs'],
    message: 'The Firebase SDK is imported only under adapters/firebase/ (and by emulator tests and scripts).',
  },
  {
    name: 'axios',
    regex: '^axios(?:/.*)?$',
    allowedIn: ['adapters/strapi'],
    message: 'axios is imported only under adapters/strapi/.',
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

function restrictedImports(area, extraPatterns = []) {
  const owned = OWNED_PACKAGES.filter((pkg) => !pkg.allowedIn.includes(area)).map(({ regex, message }) => ({
    regex,
    message,
  }));
  return { 'no-restricted-imports': ['error', { patterns: [...owned, ...extraPatterns] }] };
}

const areaGlob = (area) => (path.extname(area) ? [area] : [`${area}/**`]);

export default defineConfig([
  globalIgnores([
    'dist/',
    'dist-*/',
    '.tmp/',
    'test-results/',
    'playwright-report/',
    'node_modules/',
    'storybook-static/',
    'cms/',
    'functions/',
    'coverage/',
    'public/',
    'tests/lint/fixtures/',
  ]),
  {
    files: SOURCE_FILES,
    extends: [tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    settings: {
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
  ...['adapters/firebase', 'adapters/strapi', 'src/shared/query-string.ts', 'tests/firebase', 'scripts/emulators', 'scripts/admin-grant.mjs'].map((area) => ({
    files: areaGlob(area),
    rules: restrictedImports(area),
  })),
  { files: ['domain/**'], rules: restrictedImports('domain', frameworkPatterns('domain')) },
  { files: ['ports/**'], rules: restrictedImports('ports', frameworkPatterns('ports')) },
  {
    files: ['ports/tokens.ts'],
    rules: restrictedImports('ports', frameworkPatterns('ports', { inversifyTypes: true })),
  },
]);
