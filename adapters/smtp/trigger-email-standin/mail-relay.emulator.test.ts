import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../../domain/mail/outgoing-mail';
import { MAIL, mailDeliveryOf, toMailDocument } from '../../../ports/wire/firestore-documents';
import { claimMail, deliverMail, LEASE_EXPIRED, LEASE_MS } from './outbox-delivery';
import { watchOutbox } from './outbox-watch';
import { DEFAULT_RELAY_FROM, smtpTransport } from './smtp-transport';
import { booking, confirmation, later, notice, NOW, PHOTOGRAPHER, plainMail, receipt, REFUSED } from '../../../tests/support/mail-relay-fixtures';
import { pollUntil } from '../../../tests/support/poll';
import { closedPort, startMailCatcher, startRefusingSmtp } from '../../../tests/support/smtp-servers';
import { adminFirestore, clearFirestore, onEmulators } from '../../../tests/support/emulator-support';


let db: Firestore;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let refusing: Awaited<ReturnType<typeof startRefusingSmtp>>;
const transports: Array<ReturnType<typeof smtpTransport>> = [];
const transportTo = (port: number) => {
  const transport = smtpTransport('127.0.0.1', port);
  transports.push(transport);
  return transport;
};

/** Queues a mail as the functions do (adapters/firestore-admin/firestore-outbox.ts: toMailDocument with its createdAt). */
async function queue(mail: OutgoingMail): Promise<DocumentReference> {
  const ref = db.collection(MAIL).doc(mail.id);
  await ref.set(toMailDocument(mail, NOW.toISOString(), (iso) => Timestamp.fromDate(new Date(iso))));
  return ref;
}
const stored = async (ref: DocumentReference) => (await ref.get()).data()!;

/** What a running relay reported as failing (its listener, or Firestore while handling a mail). */
const relayErrors: unknown[] = [];
const failed = (error: unknown) => void relayErrors.push(error);

const until = <T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) =>
  pollUntil(read, done, what, { failure: () => (relayErrors.length ? `The relay failed: ${relayErrors.join('; ')}` : undefined) });
const final = (data: Record<string, unknown>) => ['SUCCESS', 'ERROR'].includes(String(mailDeliveryOf(data)?.state));

describe.skipIf(!onEmulators)('outbox relay (the Trigger Email extension stand-in) against the Firestore emulator', () => {
  beforeAll(async () => {
    db = await adminFirestore();
    [catcher, refusing] = await Promise.all([startMailCatcher(), startRefusingSmtp(REFUSED)]);
  });
  beforeEach(async () => {
    await Promise.all([clearFirestore(), catcher.clear()]);
    refusing.delivered.length = 0;
    relayErrors.length = 0;
  });
  afterAll(async () => {
    for (const transport of transports) transport.close();
    await Promise.all([catcher?.stop(), refusing?.stop(), clearFirestore()]);
  });

  it('delivers a queued booking mail over SMTP and records SUCCESS with the message id, as the extension does', async () => {
    const ref = await queue(receipt);
    const result = await deliverMail(db, ref, { transport: transportTo(catcher.smtpPort), from: DEFAULT_RELAY_FROM, now: () => NOW });

    expect(result).toMatchObject({ state: 'SUCCESS' });
    const { delivery, createdAt } = await stored(ref);
    expect(delivery).toMatchObject({
      state: 'SUCCESS',
      attempts: 1,
      error: null,
      leaseExpireTime: null,
      info: { accepted: [booking.contact.email], rejected: [], pending: [], response: expect.stringMatching(/^250 /) },
    });
    expect(delivery.info.messageId).toMatch(/^<.+@.+>$/);
    expect([delivery.startTime.toDate(), delivery.endTime.toDate()]).toEqual([NOW, NOW]);
    expect(createdAt.toDate()).toEqual(NOW);

    const [caught, ...others] = await catcher.inbox();
    expect(others).toEqual([]);
    expect(caught!.headers['message-id']).toBe(delivery.info.messageId);
  });

  it('the couple and the photographer receive their Czech mails as queued: recipient, reply-to, both parts, escaped HTML', async () => {
    const transport = transportTo(catcher.smtpPort);
    for (const mail of [receipt, notice]) await deliverMail(db, await queue(mail), { transport, from: DEFAULT_RELAY_FROM });

    const inbox = await catcher.inbox();
    const bySubject = (subject: string) => inbox.find((mail) => mail.subject === subject)!;
    const couples = bySubject('Poptávka svatebního focení přijata (KVTN-2027)');
    const photographers = bySubject('Nová poptávka: 12. června 2027 – Jana & Petr <b>');
    expect(couples.to.map((to) => to.address)).toEqual([booking.contact.email]);
    expect(photographers.to.map((to) => to.address)).toEqual([PHOTOGRAPHER]);
    expect(couples.from).toEqual([{ address: 'fotograf@example.cz', name: 'Tereza Nováková – svatební fotografka' }]);
    expect(await catcher.source(couples.id)).toMatch(/^Reply-To: fotograf@example\.cz\r?$/m);
    expect(await catcher.source(photographers.id)).toMatch(/^Reply-To: jana\.petr@example\.cz\r?$/m);

    // What the templates wrote arrives unchanged: the couple's markup stays escaped text in the HTML part.
    for (const [caught, sent] of [[couples, receipt], [photographers, notice]] as const) {
      expect(caught.text?.trim()).toBe(sent.message.text.trim());
      expect(caught.html?.trim()).toBe(sent.message.html.trim());
    }
    expect(photographers.html).toContain('Jana &amp; Petr &lt;b&gt;');
    expect(photographers.html).not.toContain('Petr <b>');
  });

  it('a confirmation arrives with its wedding .ics attached, as the extension hands attachments to nodemailer', async () => {
    const [sent] = confirmation.message.attachments!;
    await deliverMail(db, await queue(confirmation), { transport: transportTo(catcher.smtpPort), from: DEFAULT_RELAY_FROM });

    const [caught] = await catcher.inbox();
    expect(caught!.subject).toBe(confirmation.message.subject);
    expect(caught!.attachments?.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([{ filename: sent!.filename, contentType: sent!.contentType.split(';')[0] }]);
    expect(await catcher.attachment(caught!.id, caught!.attachments![0]!.generatedFileName)).toBe(sent!.content);
  });

  it('a refused recipient ends ERROR with the server’s reason, and the mails after it still go out', async () => {
    // Ids in the order the first snapshot lists them: the refused mail sits between two good ones.
    const refs = await Promise.all([
      queue(plainMail('a-prvni', 'prvni@example.cz')),
      queue(plainMail('b-odmitnuty', REFUSED)),
      queue(plainMail('c-treti', 'treti@example.cz')),
    ]);
    const watch = watchOutbox(db.collection(MAIL), { transport: transportTo(refusing.smtpPort), from: DEFAULT_RELAY_FROM, onError: failed });
    try {
      const [first, refused, third] = await until(() => Promise.all(refs.map(stored)), (all) => all.every((data) => final(data!)), 'three final states');

      expect([first, refused, third].map((data) => mailDeliveryOf(data!)!.state)).toEqual(['SUCCESS', 'ERROR', 'SUCCESS']);
      expect(refused!.delivery.error).toMatch(/550 5\.1\.1 Mailbox does not exist/);
      expect(refused!.delivery).toMatchObject({ attempts: 1, leaseExpireTime: null });
      expect(refused!.delivery).not.toHaveProperty('info');
      expect(refusing.delivered).toEqual([['prvni@example.cz'], ['treti@example.cz']]);
    } finally {
      await watch.stop();
    }
  });

  it('claiming twice sends once, and a mail already SUCCESS is never sent again', async () => {
    const ref = await queue(receipt);
    const options = { transport: transportTo(catcher.smtpPort), from: DEFAULT_RELAY_FROM };
    const results = await Promise.all([deliverMail(db, ref, options), deliverMail(db, ref, options)]);
    expect(results.filter((result) => 'state' in result && result.state === 'SUCCESS')).toHaveLength(1);
    expect(await deliverMail(db, ref, options)).toEqual({ claimed: false, reason: 'final' });

    // A relay started later (the first snapshot lists every stored mail) leaves it alone too.
    const watch = watchOutbox(db.collection(MAIL), { ...options, onError: failed, sweepMs: 1_000 });
    const marker = await queue(plainMail('z-po-nem', 'dalsi@example.cz'));
    await until(() => stored(marker), (data) => mailDeliveryOf(data)?.state === 'SUCCESS', 'the next mail sent');
    await watch.stop();

    expect((await catcher.inbox()).map((mail) => mail.to[0]!.address).sort()).toEqual(['dalsi@example.cz', booking.contact.email]);
    expect((await stored(ref)).delivery.attempts).toBe(1);
  });

  it('an ERROR mail stays failed until it is set to RETRY; then it is sent once more as attempt 2', async () => {
    const ref = await queue(receipt);
    const down = await deliverMail(db, ref, { transport: transportTo(await closedPort()), from: DEFAULT_RELAY_FROM, now: () => NOW });
    expect(down).toMatchObject({ state: 'ERROR', error: expect.stringMatching(/ECONNREFUSED/) });

    const options = { transport: transportTo(catcher.smtpPort), from: DEFAULT_RELAY_FROM, now: () => later(5_000) };
    expect(await deliverMail(db, ref, options)).toEqual({ claimed: false, reason: 'final' });
    expect(await catcher.inbox()).toEqual([]);

    await ref.update({ 'delivery.state': 'RETRY' });
    expect(await deliverMail(db, ref, options)).toMatchObject({ state: 'SUCCESS' });
    const { delivery } = await stored(ref);
    expect(delivery).toMatchObject({ state: 'SUCCESS', attempts: 2, error: null });
    expect(delivery.startTime.toDate()).toEqual(later(5_000));
    expect(await catcher.inbox()).toHaveLength(1);
  });

  it('a mail left PROCESSING past its lease becomes ERROR with the extension’s reason, without a second send', async () => {
    const ref = await queue(receipt);
    expect(await claimMail(db, ref, NOW)).toMatchObject({ claimed: true });
    const options = { transport: transportTo(catcher.smtpPort), from: DEFAULT_RELAY_FROM };

    expect(await deliverMail(db, ref, { ...options, now: () => later(LEASE_MS - 1_000) })).toEqual({ claimed: false, reason: 'processing' });
    expect(await deliverMail(db, ref, { ...options, now: () => later(LEASE_MS + 1_000) })).toEqual({ claimed: false, reason: 'lease-expired' });
    expect((await stored(ref)).delivery).toMatchObject({ state: 'ERROR', error: LEASE_EXPIRED, attempts: 1, leaseExpireTime: null });
    expect(await catcher.inbox()).toEqual([]);
  });
  it('two relays watching one outbox send each mail once', async () => {
    const options = { transport: transportTo(catcher.smtpPort), from: DEFAULT_RELAY_FROM, onError: failed, sweepMs: 1_000 };
    const watches = [watchOutbox(db.collection(MAIL), options), watchOutbox(db.collection(MAIL), options)];
    try {
      const refs = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => queue(plainMail(`dva-${id}`, `${id}@example.cz`))));
      await until(() => Promise.all(refs.map(stored)), (all) => all.every(final), 'five final states');
    } finally {
      await Promise.all(watches.map((watch) => watch.stop()));
    }
    const sent = (await catcher.inbox()).map((mail) => mail.to[0]!.address).sort();
    expect(sent).toEqual(['a@example.cz', 'b@example.cz', 'c@example.cz', 'd@example.cz', 'e@example.cz']);
  });

  it('a sent mail set back to PENDING is sent once more by a running relay, and then left alone', async () => {
    const watch = watchOutbox(db.collection(MAIL), { transport: transportTo(catcher.smtpPort), from: DEFAULT_RELAY_FROM, onError: failed, sweepMs: 1_000 });
    try {
      const ref = await queue(receipt);
      await until(() => stored(ref), (data) => mailDeliveryOf(data)?.state === 'SUCCESS', 'the first send');
      await ref.update({ 'delivery.state': 'PENDING' });
      await until(() => stored(ref), (data) => mailDeliveryOf(data)?.state === 'SUCCESS' && mailDeliveryOf(data)?.attempts === 2, 'the resend');
      // A mail queued after it goes through the same listener: once it is sent, a third send would have shown.
      const marker = await queue(plainMail('z-po-nem', 'dalsi@example.cz'));
      await until(() => stored(marker), (data) => mailDeliveryOf(data)?.state === 'SUCCESS', 'the next mail sent');
      expect(mailDeliveryOf(await stored(ref))!.attempts).toBe(2);
    } finally {
      await watch.stop();
    }
    const sent = (await catcher.inbox()).map((mail) => mail.to[0]!.address).sort();
    expect(sent).toEqual(['dalsi@example.cz', booking.contact.email, booking.contact.email]);
  });

  it('a mail its listener never reported goes out with the next sweep of the outbox (the emulator sometimes drops an event)', async () => {
    // The real collection, except that its listener hears nothing: only the sweep can find the mail.
    const deaf = Object.create(db.collection(MAIL), { onSnapshot: { value: () => () => undefined } }) as ReturnType<Firestore['collection']>;
    const watch = watchOutbox(deaf, { transport: transportTo(catcher.smtpPort), from: DEFAULT_RELAY_FROM, onError: failed, sweepMs: 200 });
    try {
      const ref = await queue(receipt);
      const data = await until(() => stored(ref), final, 'the sweep to send it');
      expect(mailDeliveryOf(data)).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    } finally {
      await watch.stop();
    }
    expect((await catcher.inbox()).map((mail) => mail.to[0]!.address)).toEqual([booking.contact.email]);
  });

  it('a running relay turns a mail whose sender vanished mid-send into ERROR once its lease runs out', async () => {
    const ref = await queue(receipt);
    const started = new Date();
    await ref.update({
      'delivery.state': 'PROCESSING',
      'delivery.attempts': 1,
      'delivery.startTime': Timestamp.fromDate(started),
      'delivery.leaseExpireTime': Timestamp.fromDate(new Date(started.getTime() + 500)),
    });
    const watch = watchOutbox(db.collection(MAIL), { transport: transportTo(catcher.smtpPort), from: DEFAULT_RELAY_FROM, onError: failed, sweepMs: 1_000 });
    try {
      const data = await until(() => stored(ref), final, 'the lease to run out');
      expect(mailDeliveryOf(data)).toMatchObject({ state: 'ERROR', error: LEASE_EXPIRED, attempts: 1 });
    } finally {
      await watch.stop();
    }
    expect(await catcher.inbox()).toEqual([]);
  });
});
