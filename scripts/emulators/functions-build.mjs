// The Functions emulator loads functions/lib/index.js: rebuild it when any source it bundles is newer, and
// install the functions package once on a fresh clone (it has its own package-lock.json).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './settings.mjs';

const FUNCTIONS = join(ROOT, 'functions');
const BUNDLED_SOURCES = ['functions/src', 'functions/build.mjs', 'functions/package.json', 'domain', 'ports/firestore-documents.ts', 'ports/callable-api.ts', 'application', 'src/texts/cs-mail.ts'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: FUNCTIONS, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in functions/`);
}

/** Resolves what it had to do, for the timing report. */
export function ensureFunctionsBuilt() {
  const done = [];
  if (!existsSync(join(FUNCTIONS, 'node_modules', 'firebase-functions'))) {
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
