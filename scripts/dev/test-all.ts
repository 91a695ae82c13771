// The one test command (`npm test`): every layer, in order of cost, with one summary at the end.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { NODE_TS, REPO_ROOT as root } from '../script-runtime.ts';

const reports = join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const buildEnv = {
  VITE_PROFILE: 'memory',
  VITE_SITE_URL: process.env.VITE_SITE_URL ?? 'https://www.terezanovakova-foto.cz',
};

interface Counts {
  passed?: number;
  failed?: number;
  skipped?: number;
}

const results: Array<{ name: string; ok: boolean; seconds: number } & Counts> = [];

function run(name: string, command: string, args: string[], { env = {}, counts }: { env?: Record<string, string>; counts?: () => Counts } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const outcome = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  const result = { name, ok: outcome.status === 0, seconds, ...(counts ? counts() : {}) };
  results.push(result);
  if (!result.ok) finish(1);
}

/** A report a runner wrote, or undefined when it wrote none (it crashed before). */
function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function vitestCounts(file: string) {
  return (): Counts => {
    const report = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests?: number; numTodoTests?: number }>(file);
    if (!report) return {};
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  };
}

function tapCounts(file: string) {
  return (): Counts => {
    let tap = '';
    try {
      tap = readFileSync(file, 'utf8');
    } catch {
      return {};
    }
    const count = (name: string) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
    return { passed: count('pass'), failed: count('fail'), skipped: count('skipped') + count('todo') };
  };
}

function playwrightCounts(file: string) {
  return (): Counts => {
    const stats = readJson<{ stats?: { expected: number; flaky?: number; unexpected: number; skipped: number } }>(file)?.stats;
    if (!stats) return {};
    return { passed: stats.expected + (stats.flaky ?? 0), failed: stats.unexpected, skipped: stats.skipped };
  };
}

function finish(code: number): never {
  console.log('\n── Test summary ──────────────────────────────');
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const r of results) {
    const counts = r.passed === undefined ? '' : `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`;
    console.log(`${r.ok ? '✓' : '✗'} ${r.name.padEnd(22)} ${r.seconds.toFixed(1).padStart(6)} s  ${counts}`);
    passed += r.passed ?? 0;
    failed += r.failed ?? (r.ok ? 0 : 1);
    skipped += r.skipped ?? 0;
  }
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(code);
}

const npx = 'npx';
// The cms's bundle of the shared rules (gitignored), fresh before anything reads it (the preflight's unit test, the cms).
run('cms shared rules', 'node', ['cms/scripts/bundle-shared.mjs']);
run('lint', npx, ['eslint', '.', '--max-warnings', '0']);
run('typecheck', npx, ['tsc', '-p', 'tsconfig.json', '--noEmit']);
const unitReport = join(reports, 'vitest.json');
run('unit + component', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`], {
  counts: vitestCounts(unitReport),
});
const strapiReport = join(reports, 'vitest-strapi.json');
run('strapi adapters', npx, ['vitest', 'run', '--config', 'vitest.strapi.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${strapiReport}`], {
  counts: vitestCounts(strapiReport),
});
const cmsReport = join(reports, 'cms.tap');
run('cms api (node:test)', 'node', ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${cmsReport}`, 'cms/test/'], {
  counts: tapCounts(cmsReport),
});
// The same two layers on PostgreSQL, production's database: every test Strapi they start gets a database of its own in
// a throwaway PostgreSQL 15 cluster (scripts/dev/postgres/run.ts), deleted afterwards; without PostgreSQL installed
// they fail rather than skip.
const strapiPgReport = join(reports, 'vitest-strapi-postgres.json');
const onPostgres = (command: string) => [...NODE_TS, 'scripts/dev/postgres/run.ts', '--exec', command];
run('strapi adapters (pg)', 'node', onPostgres(`npx vitest run --config vitest.strapi.config.ts --reporter=default --reporter=json --outputFile.json=${strapiPgReport}`), {
  counts: vitestCounts(strapiPgReport),
});
const cmsPgReport = join(reports, 'cms-postgres.tap');
run('cms api (pg)', 'node', onPostgres(`node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=tap --test-reporter-destination=${cmsPgReport} cms/test/`), {
  counts: tapCounts(cmsPgReport),
});
// Both builds end with the prerender step; the Strapi-backed one reads its content from a seeded Strapi, as
// production builds read the real CMS.
run('build (memory)', 'node', [...NODE_TS, 'scripts/build/build-site.ts'], { env: buildEnv });
run('build (strapi-backed)', 'node', [...NODE_TS, 'scripts/build/build-site.ts', '--outDir', 'dist-strapi', '--with-test-strapi', '1339'], {
  env: { ...buildEnv, VITE_PROFILE: 'emulators', VITE_STRAPI_URL: 'http://127.0.0.1:1339' },
});
run('chromium', 'node', [...NODE_TS, 'scripts/dev/ensure-chromium.ts']);
run('bundle size (memory)', 'node', [...NODE_TS, 'scripts/build/size-report.ts']);
const firebaseReport = join(reports, 'vitest-firebase.json');
run(
  'firebase (emulators)',
  'node',
  [
    ...NODE_TS,
    'scripts/dev/emulators/run.ts',
    '--exec',
    // The emulator suites, then the Strapi-backed build's bundle sizes (the admin pages need the Auth emulator).
    `npx vitest run --config vitest.emulators.config.ts --reporter=default --reporter=json --outputFile.json=${firebaseReport}` +
      ` && node ${NODE_TS.join(' ')} scripts/build/size-report.ts --profile strapi`,
  ],
  { counts: vitestCounts(firebaseReport) },
);
const e2eReport = join(reports, 'playwright.json');
run('e2e (playwright)', npx, ['playwright', 'test', '--reporter=list,json'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  counts: playwrightCounts(e2eReport),
});
if (existsSync(join(root, '.storybook'))) {
  run('storybook build', npx, ['storybook', 'build', '-o', 'storybook-static', '--quiet'], { env: { STORYBOOK_DISABLE_TELEMETRY: '1' } });
  const sbReport = join(reports, 'storybook.json');
  run('storybook smoke', 'node', [...NODE_TS, 'tests/e2e/storybook-smoke.mjs', 'storybook-static', sbReport], {
    counts: () => readJson<Counts>(sbReport) ?? {},
  });
}
finish(0);
