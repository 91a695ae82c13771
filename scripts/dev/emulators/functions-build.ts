// The Functions emulator loads functions/lib/index.js: rebuild it when any source it bundles is newer, and
// install the functions package once on a fresh clone (it has its own package-lock.json).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountErasureEnv, ROOT } from './settings.ts';

const FUNCTIONS = join(ROOT, 'functions');
const BUNDLED_SOURCES = ['functions/src', 'functions/build.mjs', 'functions/package.json', 'domain', 'application', 'ports/wire', 'ports/units', 'adapters/firestore-admin', 'adapters/strapi/server', 'adapters/strapi/content', 'adapters/storage-admin', 'adapters/fio', 'adapters/pdf-lib', 'adapters/yazl', 'assets/fonts'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: FUNCTIONS, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in functions/`);
}

/**
 * The Functions emulator reads secrets from functions/.secret.local (gitignored) and would otherwise ask Google's
 * Secret Manager, which is offline here. Each secret gets the public development value of functions/src/config.ts
 * (DEV_ALTCHA_HMAC_KEY, DEV_ACCOUNT_ERASURE_SECRET), which the functions refuse outside the emulator; the launcher's
 * test Strapi is given the same account-erasure secret (strapi.ts).
 */
const SECRETS = join(FUNCTIONS, '.secret.local');
export const DEV_SECRETS = {
  ALTCHA_HMAC_KEY: 'dev-only-altcha-key-for-the-emulators',
  ACCOUNT_ERASURE_SECRET: accountErasureEnv().ACCOUNT_ERASURE_SECRET,
  GALLERY_GUEST_PASS_KEY: 'dev-only-gallery-guest-pass-key-for-the-emulators',
  GALLERY_PIN_KEY: 'dev-only-gallery-pin-key-for-the-emulators',
  // No Fio account behind the emulators: the bank import run is skipped (functions/src/config.ts fioApiToken).
  FIO_API_TOKEN: '-',
};

function ensureEmulatorSecrets() {
  const current = existsSync(SECRETS) ? readFileSync(SECRETS, 'utf8') : '';
  const missing = Object.entries(DEV_SECRETS).filter(([name]) => !current.split('\n').some((line) => line.startsWith(`${name}=`)));
  if (missing.length === 0) return false;
  const separator = current === '' || current.endsWith('\n') ? '' : '\n';
  writeFileSync(SECRETS, `${current}${separator}${missing.map(([name, value]) => `${name}=${value}\n`).join('')}`);
  return true;
}

/**
 * The price list the functions' e-mails name packages and extras from (their STRAPI_URL param). The emulator reads
 * params from functions/.env.local (gitignored; firebase-tools also writes resolved params there) before the
 * committed .env.<projectId>, where STRAPI_URL stays empty (slugs). The launcher's FUNCTIONS_STRAPI_URL — npm start's
 * local Strapi, the e2e Strapi, or the emulator layer's own test Strapi (strapi.ts), which the couple's portal
 * callables verify sessions with — is written there on every start, and removed when unset, so one run's CMS never
 * leaks into the next.
 */
const LOCAL_PARAMS = join(FUNCTIONS, '.env.local');

function setEmulatorStrapiUrl(url: string) {
  const kept = existsSync(LOCAL_PARAMS) ? readFileSync(LOCAL_PARAMS, 'utf8').split('\n').filter((line) => line && !line.startsWith('STRAPI_URL=')) : [];
  if (url) kept.push(`STRAPI_URL=${url}`);
  writeFileSync(LOCAL_PARAMS, kept.length ? `${kept.join('\n')}\n` : '');
}

/** Resolves what it had to do, for the timing report. */
export function ensureFunctionsBuilt(): string {
  const done: string[] = [];
  if (ensureEmulatorSecrets()) done.push('dev secrets written');
  const strapiUrl = process.env.FUNCTIONS_STRAPI_URL ?? '';
  setEmulatorStrapiUrl(strapiUrl);
  if (strapiUrl) done.push(`price list from ${strapiUrl}`);
  // Every dependency, not one: a checkout installed before a package was added (pdf-lib for the documents) would
  // otherwise load a bundle whose imports fail, and with it every function.
  const dependencies = Object.keys((JSON.parse(readFileSync(join(FUNCTIONS, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {});
  if (dependencies.some((name) => !existsSync(join(FUNCTIONS, 'node_modules', name, 'package.json')))) {
    run('npm', ['ci', '--no-audit', '--no-fund']);
    done.push('installed');
  }
  const lib = join(FUNCTIONS, 'lib', 'index.js');
  const built = existsSync(lib) ? statSync(lib).mtimeMs : 0;
  if (built < Math.max(...BUNDLED_SOURCES.map((p) => newestMtime(join(ROOT, p))))) {
    run('node', ['build.mjs']);
    done.push('built');
  }
  return done.length ? done.join(' + ') : 'up to date';
}
