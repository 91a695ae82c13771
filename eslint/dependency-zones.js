// The hexagon's dependency rule between folders (HOUSE-STYLE.md "Dependency rule") as `import-x/no-restricted-paths`
// zones, each with the reason it gives; eslint.config.js applies them, tests/lint/dependency-rule.test.ts proves each
// one bites.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export const COMPOSITION_ROOT = 'src/app/composition';

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
// (fetch, no axios) with the content parser it shares with the browser's, and pdf-lib's renderers (the accepted contract's PDF). The mails' Czech wording lives with their
// templates in domain/mail/, so the functions need nothing of src/.
const FUNCTIONS_PORTS = ['./wire', './units'];
const FUNCTIONS_ADAPTERS = ['./firestore-admin', './storage-admin', './strapi/server', './strapi/content', './fio', './yazl', './pdf-lib'];
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
export function dependencyZones({ testFile, compositionRoot }) {
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
