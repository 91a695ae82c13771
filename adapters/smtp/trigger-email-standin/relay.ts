// The local stand-in for the Trigger Email extension: watches the Firestore emulator's outbox and sends each mail
// over SMTP (MailDev in the local stack), recording the extension's delivery states. Started by
// `node --import tsx scripts/dev/emulators/run.ts --mail` (npm start), which runs this file with tsx's loader.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { MAIL } from '../../../ports/wire/firestore-documents';
import { SWEEP, watchOutbox } from './outbox-watch';
import { relaySettings, smtpTransport } from './smtp-transport';

const settings = relaySettings(process.env);
const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-svatebni-fotograf' }, 'mail-relay');
const transport = smtpTransport(settings.smtpHost, settings.smtpPort);

const watch = watchOutbox(getFirestore(app).collection(MAIL), {
  transport,
  from: settings.from,
  onDelivered: (id, result) => {
    if ('state' in result) console.log(`${MAIL}/${id}: ${result.state}${result.state === 'ERROR' ? ` — ${result.error}` : ''}`);
    else if (result.reason === 'lease-expired' || result.reason === 'no-message') console.log(`${MAIL}/${id}: ${result.reason}`);
  },
  onError: (error, id) => {
    if (id === SWEEP) return console.error(`reading ${MAIL}/ failed (the next sweep tries again): ${error}`);
    console.error(id ? `${MAIL}/${id}: ${error}` : `listening to ${MAIL}/ failed: ${error}`);
    // Without its listener the relay would sit there sending nothing: end, so the launcher says so.
    if (!id) process.exit(1);
  },
});
console.log(`watching ${MAIL}/ on ${process.env.FIRESTORE_EMULATOR_HOST} → smtp://${settings.smtpHost}:${settings.smtpPort}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void watch.stop().finally(() => {
      transport.close();
      process.exit(0);
    });
  });
}
