import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url).pathname;

const FUNCTIONS_READY = ['PHOTOGRAPHER_EMAIL=tereza@novakova-foto.cz', 'STRAPI_URL=https://cms.novakova-foto.cz', 'SITE_URL=https://www.novakova-foto.cz', 'MAIL_FROM=web@novakova-foto.cz'];
const STRAPI_READY = [
  'APP_KEYS=a,b', 'API_TOKEN_SALT=s', 'ADMIN_JWT_SECRET=s', 'TRANSFER_TOKEN_SALT=s', 'JWT_SECRET=s', 'ENCRYPTION_KEY=s',
  'ALTCHA_HMAC_KEY=a-real-secret', 'PUBLIC_URL=https://cms.novakova-foto.cz', 'FRONTEND_URL=https://www.novakova-foto.cz',
  'SMTP_HOST=smtp.example.cz', 'MAIL_FROM=web@novakova-foto.cz', 'PROXY_HOPS=1', 'DATABASE_CLIENT=postgres', 'DATABASE_URL=postgres://strapi@db/strapi',
];

/** `npm run preflight` as an operator runs it, with only these files as its configuration (no inherited variables). */
async function preflight(files: { functions: string[]; cms: string[] }) {
  await writeFile(join(dir, 'functions.env'), files.functions.join('\n'));
  await writeFile(join(dir, 'cms.env'), `# production\n${files.cms.join('\n')}\n`);
  const args = ['--import', 'tsx', 'scripts/ops/preflight.ts', '--project', 'svatebni-fotograf-prod', '--functions-env', join(dir, 'functions.env'), '--only', 'functions,strapi', '--cms-env', join(dir, 'cms.env')];
  try {
    const { stdout } = await run('node', args, { cwd: ROOT, env: { PATH: process.env.PATH } });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'preflight-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('npm run preflight', () => {
  it('lists a missing STRAPI_URL and a missing SMTP_HOST in Czech and English, and exits 1', async () => {
    const { code, output } = await preflight({
      functions: FUNCTIONS_READY.filter((line) => !line.startsWith('STRAPI_URL=')),
      cms: STRAPI_READY.filter((line) => !line.startsWith('SMTP_HOST=')),
    });
    expect(code).toBe(1);
    expect(output).toMatch(/✗ STRAPI_URL: chybí adresa CMS.* \/ missing: the CMS address/);
    expect(output).toMatch(/✗ SMTP_HOST: chybí SMTP server .* \/ missing: the SMTP server/);
    expect(output.match(/✗/g)).toHaveLength(2);
  }, 60_000);

  it("names a sender outside the site's domain", async () => {
    const { code, output } = await preflight({
      functions: [...FUNCTIONS_READY, 'MAIL_FROM=svatby.novakova@gmail.com'],
      cms: [...STRAPI_READY, 'MAIL_FROM=svatby.novakova@gmail.com'],
    });
    expect(code).toBe(1);
    expect(output).toMatch(/✗ MAIL_FROM: odesílatel e-mailů není adresa na doméně webu .* svatby\.novakova@gmail\.com is not an address of the site's domain novakova-foto\.cz/);
    // The functions' mails too (the couple's booking receipt), not only Strapi's account mails.
    expect(output.match(/✗ MAIL_FROM/g)).toHaveLength(2);
  }, 60_000);

  it('passes a complete configuration with exit code 0', async () => {
    const { code, output } = await preflight({
      functions: FUNCTIONS_READY,
      cms: STRAPI_READY,
    });
    expect(output).toMatch(/Připraveno \/ ready\./);
    expect(output).not.toMatch(/✗/);
    expect(code).toBe(0);
  }, 60_000);
});
