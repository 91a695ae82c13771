// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeContentSnapshot } from '../../adapters/fetch/content-snapshot';
import { demoContent } from '../../adapters/memory/demo-content/demo-content';
import { InMemoryContentBackend } from '../../adapters/memory/in-memory-content-backend';
import { REPO_ROOT } from '../script-runtime.ts';
import { cmsProblems, contentProblems } from './cms-content-check.ts';
import { extensionProblems, projectProblems, siteBuildProblems } from './deploy-config.ts';
import { DEPLOY_TARGETS, deploy, deploySteps } from './deploy.ts';

const PROJECT = 'svatebni-fotograf-prod';
const FUNCTIONS = { PHOTOGRAPHER_EMAIL: 'tereza@terezanovakova-foto.cz', STRAPI_URL: 'https://cms.terezanovakova-foto.cz', MAIL_FROM: 'web@terezanovakova-foto.cz' };
const SITE = {
  VITE_PROFILE: 'production',
  VITE_FIREBASE_API_KEY: 'AIza-public-web-key',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_FIREBASE_PROJECT_ID: PROJECT,
  VITE_STRAPI_URL: 'https://cms.terezanovakova-foto.cz/',
};
const variables = (findings: Array<{ variable: string }>) => findings.map((finding) => finding.variable);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deploy-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the deploy preflight: project and production build settings', () => {
  it('refuses no project and the emulators\' demo project, in Czech and English', () => {
    expect(projectProblems(undefined)[0]).toMatchObject({ cs: expect.stringMatching(/není zadán projekt/), en: expect.stringMatching(/--project <id>/) });
    expect(projectProblems('demo-svatebni-fotograf')[0]?.en).toMatch(/demo project, not production/);
    expect(projectProblems(PROJECT)).toEqual([]);
  });

  it('passes settings that describe the functions\' deployment (defaults on both sides agree)', () => {
    expect(siteBuildProblems(SITE, FUNCTIONS, PROJECT)).toEqual([]);
  });

  it('names a non-production profile, the emulators, a missing web key and another project', () => {
    const problems = siteBuildProblems({ ...SITE, VITE_PROFILE: 'memory', VITE_FIREBASE_USE_EMULATORS: 'true', VITE_FIREBASE_API_KEY: '', VITE_FIREBASE_PROJECT_ID: 'jiny-projekt' }, FUNCTIONS, PROJECT);
    expect(variables(problems)).toEqual(['VITE_PROFILE', 'VITE_FIREBASE_USE_EMULATORS', 'VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_PROJECT_ID']);
    expect(problems[3]).toMatchObject({ cs: `web by mluvil s jiným projektem než ${PROJECT}`, en: expect.stringMatching(/"jiny-projekt", not the deployed/) });
  });

  it('names every setting the site and the functions must share when they differ', () => {
    const problems = siteBuildProblems(
      { ...SITE, VITE_STRAPI_URL: 'https://cms2.terezanovakova-foto.cz', VITE_FIREBASE_FUNCTIONS_REGION: 'us-central1', VITE_BOOKING_MIN_DAYS_AHEAD: '7' },
      { ...FUNCTIONS, SITE_URL: 'https://terezanovakova-foto.cz' },
      PROJECT,
    );
    expect(variables(problems)).toEqual(['VITE_STRAPI_URL', 'VITE_SITE_URL', 'VITE_FIREBASE_FUNCTIONS_REGION', 'VITE_BOOKING_MIN_DAYS_AHEAD']);
    expect(problems[2]).toMatchObject({ cs: 'region funkcí se liší od DEPLOY_REGION funkcí (europe-west3)', en: 'us-central1 differs from the functions\' DEPLOY_REGION europe-west3' });
  });
});

describe('the deploy preflight: the mail extension\'s params for the project', () => {
  it('refuses the committed example SMTP host until the project\'s file names the real one', async () => {
    await copyFile(join(REPO_ROOT, 'extensions/firestore-send-email.env'), join(dir, 'firestore-send-email.env'));
    const before = extensionProblems(PROJECT, FUNCTIONS, dir);
    expect(variables(before.problems)).toEqual(['SMTP_CONNECTION_URI']);
    expect(before.problems[0]?.cs).toMatch(/ukázkový SMTP server/);
    await writeFile(join(dir, `firestore-send-email.env.${PROJECT}`), 'SMTP_CONNECTION_URI=smtps://web@terezanovakova-foto.cz@smtp.seznam.cz:465\n');
    const after = extensionProblems(PROJECT, FUNCTIONS, dir);
    expect(after.files.map((file) => file.slice(dir.length + 1))).toEqual(['firestore-send-email.env', `firestore-send-email.env.${PROJECT}`]);
    expect(after.problems).toEqual([]);
  });

  it('names a fallback sender other than the functions\' MAIL_FROM', () => {
    const { problems } = extensionProblems(PROJECT, { ...FUNCTIONS, MAIL_FROM: 'info@terezanovakova-foto.cz' }, dir);
    expect(problems).toEqual([{ variable: 'DEFAULT_FROM', cs: expect.stringMatching(/není stejná adresa jako MAIL_FROM/), en: 'web@terezanovakova-foto.cz is not the functions\' MAIL_FROM info@terezanovakova-foto.cz' }]);
  });
});

describe('the deploy preflight: the production CMS', () => {
  let server: Server;
  let badCms: string;
  beforeAll(async () => {
    // A server that answers like a misconfigured proxy: 200 with a page that is not the CMS's JSON.
    server = createServer((_, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>Přihlášení k hostingu</html>'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    badCms = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('names an unreachable CMS before anything is built', async () => {
    const { problems } = await cmsProblems('http://127.0.0.1:1');
    expect(problems).toEqual([{ variable: 'VITE_STRAPI_URL', cs: expect.stringMatching(/^CMS http:\/\/127\.0\.0\.1:1 nelze přečíst .*sestavení webu by selhalo$/), en: expect.stringMatching(/cannot be read .*the build would fail$/) }]);
  });

  it('names a CMS address that answers something other than the CMS', async () => {
    const { problems } = await cmsProblems(badCms);
    expect(variables(problems)).toEqual(['VITE_STRAPI_URL']);
    expect(problems[0]?.en).toMatch(/cannot be read/);
  });

  it('passes the demo content and names a price list without packages and settings without a name', async () => {
    const snapshot = await takeContentSnapshot(new InMemoryContentBackend(demoContent, {}));
    expect(contentProblems(snapshot)).toEqual([]);
    const broken = { ...snapshot, site: { ...snapshot.site, priceList: { ...snapshot.site.priceList, packages: [] }, siteSettings: { ...snapshot.site.siteSettings, photographerName: ' ' } } };
    expect(contentProblems(broken).map((problem) => problem.en)).toEqual([
      "the site settings have no photographer's name (mail signature, footer)",
      'the price list publishes no package: the booking form would offer none',
    ]);
  });
});

describe('npm run deploy', () => {
  it('deploys everything firebase.json declares, with the firebase-tools this repository pins', () => {
    const declared = Object.keys(JSON.parse(readFileSync(join(REPO_ROOT, 'firebase.json'), 'utf8')) as object).filter((key) => key !== 'emulators');
    expect([...DEPLOY_TARGETS].sort()).toEqual(declared.sort());
    const [build, firebase] = deploySteps(PROJECT);
    expect(build?.args).toEqual(['run', 'build']);
    expect(existsSync(firebase!.command)).toBe(true);
    expect(firebase?.args).toEqual(['deploy', '--only', 'hosting,firestore,storage,functions,extensions', '--project', PROJECT]);
  });

  it('stops at the preflight, before the build, when the configuration is incomplete', async () => {
    const lines: string[] = [];
    const functionsEnv = join(dir, 'functions.env');
    await writeFile(functionsEnv, Object.entries(FUNCTIONS).map(([key, value]) => `${key}=${value}`).join('\n'));
    await writeFile(join(dir, '.env.production'), Object.entries({ ...SITE, VITE_STRAPI_URL: '' }).map(([key, value]) => `${key}=${value}`).join('\n'));
    const code = await deploy(['--project', PROJECT, '--dry-run', '--functions-env', functionsEnv, '--site-env-dir', dir, '--extensions-dir', dir], (line) => lines.push(line));
    const output = lines.join('\n');
    expect(code).toBe(1);
    expect(output).toMatch(/✗ VITE_STRAPI_URL: chybí .* \/ missing/);
    expect(output).toMatch(/Nasazení zastaveno/);
    expect(output).not.toMatch(/▶/);
  });
});
