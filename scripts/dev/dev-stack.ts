// `npm start`: the full local stack — Firebase emulators (seeded), MailDev with the outbox relay, a local Strapi
// (seeded, admin UI) and the site on the `emulators` profile. Installs what is missing first. Ctrl-C stops everything.
//   node --import tsx scripts/dev/dev-stack.ts           installs, then runs the emulators (--mail) with this script's --inner part inside
//   node --import tsx scripts/dev/dev-stack.ts --inner   (run by the emulator launcher) Strapi + Vite until interrupted
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NODE_TS, REPO_ROOT as root } from '../script-runtime.ts';
import { accountErasureEnv } from './emulators/settings.ts';

const STRAPI_URL = 'http://127.0.0.1:1337';
const SITE_URL = 'http://127.0.0.1:5173';

function install(dir: string) {
  if (existsSync(join(root, dir, 'node_modules'))) return;
  console.log(`[start] installing ${dir}/ (first run only)…`);
  const result = spawnSync('npm', ['ci', '--prefix', dir, '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function waitForUrl(url: string, label: string, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${label} did not answer at ${url}`);
}

function start(label: string, command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[start] ${label} exited (${code}); stopping the stack`);
      void stop(1);
    }
  });
  return child;
}

const children: ChildProcess[] = [];
let stopping = false;
async function stop(code: number) {
  stopping = true;
  for (const child of children) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(code);
}

async function inner() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
  const started = Date.now();
  children.push(
    start('Strapi', 'npm', ['--prefix', 'cms', 'run', 'develop'], {
      CMS_SEED_ON_START: 'true',
      PORT: '1337',
      HOST: '127.0.0.1',
      FRONTEND_URL: SITE_URL,
      BROWSER: 'none',
      // Account confirmation and password reset go over SMTP to the same MailDev as the booking e-mails.
      SMTP_HOST: process.env.MAILDEV_SMTP_HOST ?? '127.0.0.1',
      SMTP_PORT: process.env.MAILDEV_SMTP_PORT ?? '1025',
      SMTP_SECURE: 'false',
      SMTP_USER: '',
      SMTP_PASS: '',
      // Deleting a couple's account (the portal, or the admin panel) erases its data in the emulated Firebase first.
      ...accountErasureEnv(),
    }),
  );
  await waitForUrl(`${STRAPI_URL}/api/site-setting`, 'Strapi');
  children.push(
    start('Vite', 'npx', ['vite', '--host', '127.0.0.1', '--port', '5173', '--strictPort'], {
      VITE_PROFILE: 'emulators',
      VITE_STRAPI_URL: STRAPI_URL,
    }),
  );
  await waitForUrl(SITE_URL, 'Vite');
  console.log(`
  ── Local stack ready in ${((Date.now() - started) / 1000).toFixed(0)} s ─────────────────────────────
  Web (emulators profile)   ${SITE_URL}
  Admin                     ${SITE_URL}/admin/login      fotograf@example.cz / Fotograf2027
  Couple's account          ${SITE_URL}/prihlaseni       novomanzele@example.cz / Svatba2027
  Guests' gallery           ${SITE_URL}/galerie/DemoHostLink2027   PIN 246810 (the couple's gallery is in their account)
  Strapi admin              ${STRAPI_URL}/admin           admin@example.cz / Admin-Heslo-2027
  E-mail inbox (MailDev)    ${(process.env.MAILDEV_URL ?? '').padEnd(29)}every e-mail: account confirmation and reset (Strapi, SMTP), booking and contact (outbox relay)
  Firebase emulators        Auth 127.0.0.1:9099 · Firestore 127.0.0.1:8080 · Functions 127.0.0.1:5001 · Storage 127.0.0.1:9199
  Ctrl-C stops everything. The in-memory demo is still there: npm run demo
`);
  await new Promise(() => undefined);
}

if (process.argv.includes('--inner')) {
  inner().catch((error) => {
    console.error(`[start] ${error instanceof Error ? error.message : error}`);
    void stop(1);
  });
} else {
  install('cms');
  install('functions');
  const innerCommand = ['node', ...NODE_TS, join(root, 'scripts/dev/dev-stack.ts'), '--inner'].map((arg) => JSON.stringify(arg)).join(' ');
  const launcher = spawn(process.execPath, [...NODE_TS, 'scripts/dev/emulators/run.ts', '--mail', '--demo-gallery', '--exec', innerCommand], {
    cwd: root,
    stdio: 'inherit',
    // The functions' e-mails name packages and extras with prices from this Strapi's price list.
    env: { ...process.env, FUNCTIONS_STRAPI_URL: STRAPI_URL },
  });
  launcher.on('exit', (code) => process.exit(code ?? 0));
  // The terminal's Ctrl-C reaches every process in the foreground group; the launcher stops the emulators.
  process.on('SIGINT', () => undefined);
}
