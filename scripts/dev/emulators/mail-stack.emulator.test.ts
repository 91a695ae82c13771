import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL, mailDeliveryOf, toMailDocument } from '../../../ports/wire/firestore-documents';
import { startMailDev, startMailRelay, type MailDevAddresses } from './mail.ts';
import { stopAll, type Service } from './processes.ts';
import { pollUntil } from '../../../tests/support/poll';
import { closedPort, type CaughtMail } from '../../../tests/support/smtp-servers';
import { adminFirestore, clearFirestore, onEmulators } from '../../../tests/support/emulator-support';

/**
 * What `npm start` (run.ts --mail) runs: MailDev's own command and the relay of adapters/smtp/trigger-email-standin, as
 * separate processes. Free ports instead of 1025/1080, so a running `npm start` and this test do not meet.
 */
describe.skipIf(!onEmulators)('npm start’s e-mail: MailDev and the outbox relay as the launcher starts them', () => {
  let addresses: MailDevAddresses;
  let relay: Service;

  beforeAll(async () => {
    await clearFirestore();
    addresses = { smtp: `127.0.0.1:${await closedPort()}`, web: `127.0.0.1:${await closedPort()}` };
    await startMailDev(addresses);
    relay = await startMailRelay(process.env, addresses, { quiet: true });
  }, 120_000);
  afterAll(async () => {
    await stopAll();
    await clearFirestore();
  });

  it('a mail queued in the Firestore emulator shows up in MailDev’s inbox and is marked SUCCESS with its message id', async () => {
    const db = await adminFirestore();
    const ref = db.collection(MAIL).doc();
    const subject = `Zkouška pošty ${ref.id} – příliš žluťoučký kůň`;
    const mail = { id: ref.id, to: 'jana.petr@example.cz', message: { subject, text: 'Dobrý den', html: '<p>Dobrý den</p>' } };
    await ref.set(toMailDocument(mail, new Date().toISOString(), (iso) => Timestamp.fromDate(new Date(iso))));

    const relayDied = () => (relay.child.exitCode === null ? undefined : `The relay exited:\n${relay.lines.join('\n')}`);
    const inbox = await pollUntil(
      async () => (await fetch(`http://${addresses.web}/api/email`)).json() as Promise<CaughtMail[]>,
      (mails) => mails.some((caught) => caught.subject === subject),
      'the mail in MailDev',
      { failure: relayDied },
    );
    const caught = inbox.find((item) => item.subject === subject)!;
    expect(caught.to.map((to) => to.address)).toEqual(['jana.petr@example.cz']);

    const stored = await pollUntil(async () => (await ref.get()).data()!, (data) => mailDeliveryOf(data)?.state === 'SUCCESS', 'SUCCESS on the mail', {
      failure: relayDied,
    });
    expect(mailDeliveryOf(stored)).toMatchObject({ state: 'SUCCESS', attempts: 1, messageId: caught.headers['message-id'] });
  });
});
