// @vitest-environment node
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../script-runtime.ts';
import { cmsProblems } from './cms-content-check.ts';
import { preflight, report } from './preflight.ts';

const url = inject('strapiUrl');
const PROJECT = 'svatebni-fotograf-prod';

// The preflight's one network check, on the real CMS the build reads: the seeded Strapi must pass it, or every deploy
// of a correctly configured site would stop at the preflight.
describe('the deploy preflight reads a real CMS as the build will (seeded Strapi)', () => {
  it('finds everything published readable, with a name, an e-mail and packages', async () => {
    const { problems, summary } = await cmsProblems(url);
    expect(problems).toEqual([]);
    expect(summary).toMatch(/^[1-9]\d* svateb, \d+ stránek, [1-9]\d* balíčků$/);
  });

  it('passes a complete deploy configuration pointing at it: `npm run deploy` would go on to the build', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'deploy-preflight-'));
    try {
      await writeFile(join(dir, 'functions.env'), `PHOTOGRAPHER_EMAIL=tereza@terezanovakova-foto.cz\nSTRAPI_URL=${url}\nMAIL_FROM=web@terezanovakova-foto.cz\n`);
      await writeFile(
        join(dir, '.env.production'),
        `VITE_PROFILE=production\nVITE_FIREBASE_API_KEY=AIza-public\nVITE_FIREBASE_APP_ID=1:1:web:1\nVITE_FIREBASE_PROJECT_ID=${PROJECT}\nVITE_STRAPI_URL=${url}\n`,
      );
      await copyFile(join(REPO_ROOT, 'extensions/firestore-send-email.env'), join(dir, 'firestore-send-email.env'));
      await writeFile(join(dir, `firestore-send-email.env.${PROJECT}`), 'SMTP_CONNECTION_URI=smtps://web@terezanovakova-foto.cz@smtp.seznam.cz:465\n');
      const checked = await preflight({ project: PROJECT, only: ['deploy'], functionsEnv: join(dir, 'functions.env'), siteEnvDir: dir, extensionsDir: dir, env: {} });
      const { text, problems } = report(checked);
      expect(problems, text).toBe(0);
      expect(text).toMatch(/Production CMS \([1-9]\d* svateb/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
