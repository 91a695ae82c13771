import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';
import { demoContractTemplate } from '../../adapters/memory/demo-content/demo-contract-template';
import { CONTRACT_ACCEPTANCES, fromAcceptanceDocument } from '../../ports/wire/contract-documents';
import { BOOKINGS, MAIL, toBookingDocument } from '../../ports/wire/firestore-documents';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { aBooking } from '../../tests/support/booking-mother';
import { EMULATORS, onEmulators, STORAGE_BUCKET } from '../../tests/support/emulator-support';
import { contractMailId } from '../../domain/contract/contract-mail';
import { pdfPagesText } from '../../tests/support/pdf-text';
import { rawCall } from '../../tests/support/raw-callable';
import { publishContractTemplate } from '../../tests/support/portal-contract-template';
import { twoCouplesPerSuite } from '../../tests/support/portal-couples-suite';

/** The portal's browser: its address and user agent are what the acceptance records. */
const PORTAL_BROWSER = { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (contract test)' };
const { ip: CLIENT_IP, userAgent: USER_AGENT } = PORTAL_BROWSER;
const unique = () => randomBytes(4).toString('hex');

const stored = async (bookingId: string) => {
  const snapshot = await db().collection(CONTRACT_ACCEPTANCES).doc(bookingId).get();
  return snapshot.exists ? fromAcceptanceDocument(snapshot.data()!) : null;
};

describe.skipIf(!onEmulators)('the contract callables against the emulators and a real Strapi (its seeded template)', () => {
  const couples = twoCouplesPerSuite();
  beforeAll(() => publishContractTemplate(demoContractTemplate));

  it('stores every field of an acceptance, refuses a second one and refuses another couple', async () => {
    const booking = aBooking({
      status: 'confirmed',
      contact: { coupleNames: 'Jana a Petr', email: couples.jana.email, phone: '+420777123456' },
      pricing: { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 32000 }, extras: [] },
    });
    await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));

    const stranger = await rawCall('myContract', { session: couples.petra.jwt, bookingId: booking.id }, PORTAL_BROWSER);
    expect(stranger.error?.details?.code).toBe('booking/not-found');
    const shown = await rawCall('myContract', { session: couples.jana.jwt, bookingId: booking.id }, PORTAL_BROWSER);
    expect(shown.result).toMatchObject({ state: 'open', templateVersion: demoContractTemplate.version });
    expect(String(shown.result?.text)).toContain('Celý den (32\u00a0000\u00a0Kč)');

    const form = { bookingId: booking.id, textSha256: shown.result?.textSha256, namesTyped: 'Jana Nováková, Petr Novák', consent: true, withdrawalAcknowledged: true, expressStart: false };
    const foreign = await rawCall('acceptContract', { session: couples.petra.jwt, ...form }, PORTAL_BROWSER);
    expect(foreign.error?.details?.code).toBe('booking/not-found');
    const before = Date.now();
    const accepted = await rawCall('acceptContract', { session: couples.jana.jwt, ...form }, PORTAL_BROWSER);
    const record = accepted.result as unknown as ContractAcceptance;
    expect(record).toMatchObject({
      bookingId: booking.id,
      templateVersion: demoContractTemplate.version,
      text: shown.result?.text,
      textSha256: shown.result?.textSha256,
      namesTyped: 'Jana Nováková, Petr Novák',
      email: couples.jana.email,
      ip: CLIENT_IP,
      userAgent: USER_AGENT,
      withdrawalAcknowledged: true,
      expressStart: false,
    });
    // Server time: the emulator's clock, so only "around the call" (with a generous margin, no speed budget).
    expect(Math.abs(Date.parse(record.acceptedAt) - before)).toBeLessThan(10 * 60_000);
    expect(await stored(booking.id)).toEqual(record);

    const again = await rawCall('acceptContract', { session: couples.jana.jwt, ...form, namesTyped: 'Jiné jméno' }, PORTAL_BROWSER);
    expect(again.error?.details?.code).toBe('contract/already-accepted');
    expect(await stored(booking.id)).toEqual(record);
  });

  it('stores the accepted contract\'s PDF and mails it to the couple and the photographer, the hash in its text; a stranger cannot download it', async () => {
    const booking = aBooking({
      status: 'confirmed',
      contact: { coupleNames: 'Jana a Petr', email: couples.jana.email, phone: '+420777123456' },
      pricing: { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 32000 }, extras: [] },
    });
    await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
    const shown = await rawCall('myContract', { session: couples.jana.jwt, bookingId: booking.id }, PORTAL_BROWSER);
    const early = await rawCall('contractPdf', { session: couples.jana.jwt, bookingId: booking.id }, PORTAL_BROWSER);
    expect(early.error?.details?.code).toBe('contract/not-accepted');
    const form = { bookingId: booking.id, textSha256: shown.result?.textSha256, namesTyped: 'Jana Nováková, Petr Novák', consent: true, withdrawalAcknowledged: true, expressStart: true };
    const record = (await rawCall('acceptContract', { session: couples.jana.jwt, ...form }, PORTAL_BROWSER)).result as unknown as ContractAcceptance;

    // The callable delivers before it answers: the file and both mails are there now, no waiting.
    const app: App = initializeApp({ projectId: EMULATORS.projectId, storageBucket: STORAGE_BUCKET }, `contract-pdf-${unique()}`);
    try {
      const [stored] = await getStorage(app).bucket().file(`contracts/${booking.id}/v${record.templateVersion}.pdf`).download();
      expect((await pdfPagesText(new Uint8Array(stored))).join(' ')).toContain(record.textSha256);
    } finally {
      await deleteApp(app);
    }
    const mails = await Promise.all([contractMailId.couple(booking.id), contractMailId.photographer(booking.id)].map((id) => db().collection(MAIL).doc(id).get()));
    expect(mails.map((mail) => mail.get('to'))).toEqual([couples.jana.email, expect.stringContaining('@')]);
    for (const mail of mails) {
      const [attachment] = mail.get('message.attachments') as { content: string; encoding: string; contentType: string }[];
      expect(attachment).toMatchObject({ encoding: 'base64', contentType: 'application/pdf' });
      const text = (await pdfPagesText(new Uint8Array(Buffer.from(attachment!.content, 'base64')))).join(' ');
      expect(text).toContain(record.textSha256);
      expect(text).toContain('Jana Nováková, Petr Novák');
    }
    expect((await db().collection(CONTRACT_ACCEPTANCES).doc(booking.id).get()).get('pdfDeliveredAt')).not.toBeNull();

    const mine = await rawCall('contractPdf', { session: couples.jana.jwt, bookingId: booking.id }, PORTAL_BROWSER);
    expect((await pdfPagesText(new Uint8Array(Buffer.from(String(mine.result?.contentBase64), 'base64')))).join(' ')).toContain(record.textSha256);
    const foreign = await rawCall('contractPdf', { session: couples.petra.jwt, bookingId: booking.id }, PORTAL_BROWSER);
    expect(foreign.error?.details?.code).toBe('booking/not-found');
    expect(foreign.result).toBeUndefined();
  });
});
