// Local Firebase: Firestore (with firestore.rules) + Auth + Functions + Storage emulators, seeded, offline.
//   node --import tsx scripts/dev/emulators/run.ts          start and keep running until Ctrl+C (npm run emulators)
//     --exec "<command>"   start, run the command with the emulator env, stop, and exit with the command's code
//     --mail               also MailDev (SMTP 1025, inbox http://127.0.0.1:1080, or MAILDEV_SMTP_PORT / MAILDEV_WEB_PORT)
//                          and the Trigger Email stand-in that sends the `mail` documents to it
//                          (adapters/smtp/trigger-email-standin)
//     --demo-gallery       also seed the demo couple's delivered gallery (40 camera-size photos and their renditions
//                          into Storage, generated once into .cache/demo-gallery; a guest link and PIN; npm start
//                          passes it)
//     --no-strapi          skip the test Strapi on 1338 (strapi.ts) that the couple's portal callables verify sessions
//                          with; it is also skipped when FUNCTIONS_STRAPI_URL names another Strapi
// Storage (storage.ts): firebase-tools' own emulator with Java 21+ and its rules runtime, else its Node server with
// the rules step stubbed (said in the output; STORAGE_EMULATOR_RULES tells the command). STORAGE_EMULATOR=node|
// firebase-tools forces one, as FIRESTORE_EMULATOR=cloud-sdk|firebase-tools does for Firestore (firestore.ts).
import { join } from 'node:path';
import { firestoreMode, startCloudSdkFirestore } from './firestore.ts';
import { ensureFunctionsBuilt } from './functions-build.ts';
import { MAILDEV, mailEnv, startMailDev, startMailRelay } from './mail.ts';
import { httpOk, portInUse, runCommand, startService, stopAll, waitFor } from './processes.ts';
import { seed } from './seed.ts';
import { startNodeStorage, storageAnswering, storageMode, storageRulesEnv } from './storage.ts';
import { EMULATORS_STRAPI_PORT, startEmulatorStrapi, type EmulatorStrapi } from './strapi.ts';
import { emulatorEnv, HOSTS, PROJECT_ID, REGION, ROOT } from './settings.ts';

const args = process.argv.slice(2);
const execIndex = args.indexOf('--exec');
const execCommand = execIndex >= 0 ? args[execIndex + 1] : undefined;
if (execIndex >= 0 && !execCommand) {
  console.error('usage: node --import tsx scripts/dev/emulators/run.ts [--mail] [--exec "<command>"]');
  process.exit(2);
}
const withMail = args.includes('--mail');
const withDemoGallery = args.includes('--demo-gallery');
const withStrapi = !args.includes('--no-strapi') && !process.env.FUNCTIONS_STRAPI_URL;

const started = Date.now();
const seconds = (from: number) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
const env: NodeJS.ProcessEnv = { ...process.env, ...emulatorEnv(), ...(withMail ? mailEnv() : {}) };
let stopping = false;
/** The test Strapi, once started (strapi.ts); it is not one of processes.ts's services, so it is stopped apart. */
let strapi: Promise<EmulatorStrapi> | undefined;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  const from = Date.now();
  await Promise.all([stopAll(), strapi?.then((s) => s.stop(), () => undefined)]);
  console.log(`[emulators] stopped in ${seconds(from)}`);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(130));
// A closed pipe (`run.ts | head`) or any crash must still take the emulators down, not orphan a Java process.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => void shutdown(1));
process.on('uncaughtException', (error) => {
  console.error('[emulators] crashed:', error);
  void shutdown(1);
});

async function main() {
  const mode = firestoreMode();
  const storage = storageMode();
  Object.assign(env, storageRulesEnv(storage));
  const ports = Object.values(HOSTS);
  if (withMail) ports.push(MAILDEV.smtp, MAILDEV.web);
  if (withStrapi) ports.push(`127.0.0.1:${EMULATORS_STRAPI_PORT}`);
  const busy: string[] = [];
  for (const hostPort of ports) if (await portInUse(hostPort)) busy.push(hostPort);
  if (busy.length) throw new Error(`Ports already in use: ${busy.join(', ')} (emulators running elsewhere?)`);

  let step = Date.now();
  // Its address is known before it answers: the functions are pointed at it now, and it boots beside the emulators.
  if (withStrapi) {
    // Only for the functions' params (functions-build.ts): the command learns of it as EMULATORS_STRAPI_URL.
    process.env.FUNCTIONS_STRAPI_URL = `http://127.0.0.1:${EMULATORS_STRAPI_PORT}`;
    strapi = startEmulatorStrapi();
    strapi.catch(() => undefined);
  }
  console.log(`[emulators] functions: ${ensureFunctionsBuilt()} (${seconds(step)})`);

  step = Date.now();
  if (mode === 'cloud-sdk') {
    await startCloudSdkFirestore();
    console.log(`[emulators] Firestore (Cloud SDK emulator, Java < 21) ready on ${HOSTS.firestore} in ${seconds(step)}`);
  }

  step = Date.now();
  if (storage.mode === 'node') {
    await startNodeStorage();
    console.log(
      `[emulators] Storage on ${HOSTS.storage}: firebase-tools' Node server with its rules runtime stubbed — storage.rules ` +
        `are NOT enforced (${storage.reason}); ready in ${seconds(step)}`,
    );
  }

  step = Date.now();
  const only = ['auth', 'functions', mode === 'firebase-tools' && 'firestore', storage.mode === 'firebase-tools' && 'storage'].filter(Boolean).join(',');
  const firebase = startService(
    'firebase',
    process.execPath,
    [join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js'), 'emulators:start', '--only', only, '--project', PROJECT_ID, '--non-interactive'],
    {
      cwd: ROOT,
      // CI skips the message-of-the-day fetch; no update check; never open a browser.
      env: { ...env, CI: 'true', NO_UPDATE_NOTIFIER: '1', BROWSER: 'none' },
      quiet: !process.env.EMULATORS_VERBOSE,
    },
  );
  await waitFor(firebase, 'Auth answering', () => httpOk(`http://${HOSTS.auth}/emulator/v1/projects/${PROJECT_ID}/config`));
  // A CORS preflight is answered without running the function; 404 means the functions are not loaded yet.
  await waitFor(firebase, 'functions loaded', () =>
    httpOk(`http://${HOSTS.functions}/${PROJECT_ID}/${REGION}/submitBooking`, { method: 'OPTIONS', headers: { Origin: 'http://127.0.0.1' } }),
  );
  if (mode === 'firebase-tools') await waitFor(firebase, 'Firestore answering', () => httpOk(`http://${HOSTS.firestore}/`));
  if (storage.mode === 'firebase-tools') {
    await waitFor(firebase, 'Storage answering', storageAnswering);
    console.log(`[emulators] Storage on ${HOSTS.storage}: firebase-tools' own emulator, storage.rules enforced (${storage.reason})`);
  }
  console.log(`[emulators] firebase-tools (${only}) ready in ${seconds(step)}`);

  step = Date.now();
  const [seeded] = await Promise.all([
    seed({ gallery: withDemoGallery }),
    withMail &&
      (async () => {
        const from = Date.now();
        await startMailDev();
        await startMailRelay(env);
        console.log(`[emulators] MailDev (SMTP ${MAILDEV.smtp}, inbox http://${MAILDEV.web}) and the outbox relay ready in ${seconds(from)}`);
      })(),
  ]);
  if (strapi) {
    const from = Date.now();
    const ready = await strapi;
    Object.assign(env, ready.env);
    console.log(`[emulators] test Strapi ready on ${ready.url} (waited ${seconds(from)})`);
  }
  console.log(`[emulators] seeded ${seeded.bookings} bookings, ${seeded.locks} date locks, admin fotograf@example.cz (${seconds(step)})`);
  const { gallery } = seeded;
  if (gallery) console.log(`[emulators] demo gallery of ${gallery.photos} photos for novomanzele@example.cz; guests: /galerie/${gallery.guestLink} with PIN ${gallery.guestPin}`);
  const mailAddresses = withMail ? `, MailDev inbox http://${MAILDEV.web}` : '';
  console.log(`[emulators] all ready in ${seconds(started)} — Firestore ${HOSTS.firestore}, Auth ${HOSTS.auth}, Functions ${HOSTS.functions}, Storage ${HOSTS.storage}${mailAddresses}`);

  if (execCommand) {
    step = Date.now();
    const code = await runCommand(execCommand, { cwd: process.cwd(), env });
    console.log(`[emulators] command exited ${code} after ${seconds(step)}`);
    await shutdown(code);
  } else {
    console.log('[emulators] running; Ctrl+C stops everything');
    await firebase.exited;
    // A signal to the whole process group (Playwright's web-server stop) reaches firebase-tools too: not a crash.
    if (stopping) return;
    console.error('[emulators] firebase-tools exited on its own:\n' + firebase.lines.slice(-30).join('\n'));
    await shutdown(1);
  }
}

main().catch(async (error) => {
  console.error(`[emulators] ${error instanceof Error ? error.message : error}`);
  await shutdown(1);
});
