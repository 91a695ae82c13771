// Makes sure Debian's Chromium is present for Playwright (which must never download its own browser).
// Installs it with apt when missing; we run as root locally and in CI.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';

function findChromium(): string | null {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  if (existsSync(DEFAULT_PATH)) return DEFAULT_PATH;
  const which = spawnSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' });
  const found = which.status === 0 ? which.stdout.trim() : '';
  return found !== '' ? found : null;
}

function fail(message: string): never {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

let chromium = findChromium();
if (!chromium) {
  console.log('ensure-chromium: Chromium not found, installing it with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.error) fail(`apt-get ${args.join(' ')} could not run: ${result.error.message}`);
    if (result.status !== 0) fail(`apt-get ${args.join(' ')} failed with exit code ${result.status}`);
  }
  chromium = findChromium();
  if (!chromium) fail('apt-get reported success but no chromium binary was found');
}

let version = '';
try {
  version = execFileSync(chromium, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
} catch (error) {
  fail(`${chromium} --version failed: ${error instanceof Error ? error.message : String(error)}`);
}
console.log(`ensure-chromium: ${version} (${chromium})`);
