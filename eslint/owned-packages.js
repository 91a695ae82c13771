// Packages that belong to one adapter or wrapper module, and the frameworks the inner layers stay free of, as
// no-restricted-imports (static) and no-restricted-syntax (`import()`) rules; tests/lint proves each bites.

/** Packages that belong to one adapter (or one wrapper module) only. */
export const OWNED_PACKAGES = [
  {
    name: 'firebase',
    regex: '^(?:firebase|@firebase/[^/]+)(?:/.*)?$',
    // The emulator tests' support and the emulator/admin scripts talk to Firebase directly, as tooling, not as the app.
    allowedIn: ['adapters/firebase', 'tests/support/emulator-support.ts', 'tests/support/firestore-rules-suite.ts', 'scripts/dev/emulators', 'scripts/ops/admin-grant.ts'],
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
    name: 'pdf-lib',
    regex: '^(?:pdf-lib|@pdf-lib/[^/]+)(?:/.*)?$',
    // The PDF tests read the drawn QR code back from the page's content stream with pdf-lib's parser.
    allowedIn: ['adapters/pdf-lib', 'tests/support/pdf-qr.ts'],
    message: 'pdf-lib is imported only under adapters/pdf-lib/ (behind DocumentRendererPort) and by the PDF tests\' QR reader.',
  },
  {
    name: 'qs',
    regex: '^qs(?:/.*)?$',
    allowedIn: ['adapters/strapi', 'src/shared/query-string.ts'],
    message: 'qs is imported only under adapters/strapi/ and in src/shared/query-string.ts (use parseSearch).',
  },
];

/** Frameworks the inner layers stay free of. */
export function frameworkPatterns(layer, { inversifyTypes = false } = {}) {
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
export function restrictedImports(area, extraPatterns = []) {
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

/** Every file or folder some owned package is allowed in: each gets its own restrictedImports block. */
export const OWNING_AREAS = [...new Set(OWNED_PACKAGES.flatMap((pkg) => pkg.allowedIn))];
