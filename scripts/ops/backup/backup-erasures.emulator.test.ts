import { NO_GALLERIES } from '../../../tests/support/no-galleries';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseBooking } from '../../../application/booking/erase-booking';
import { eraseAccount } from '../../../application/privacy/erase-personal-data';
import { erasures } from '../../../adapters/firestore-admin/firestore-erase-unit';
import { personalDataStore } from '../../../adapters/firestore-admin/firestore-personal-data-store';
import { db as functionsDb, toTimestamp } from '../../../tests/support/admin-firestore';
import { BOOKINGS, DATE_LOCKS, MAIL, toBookingDocument, toLockDocument, toMailDocument, VARIABLE_SYMBOLS } from '../../../ports/wire/firestore-documents';
import { clearFirestore } from '../../../tests/support/emulator-support';
import { aBooking } from '../../../tests/support/booking-mother';
import { backupCli, newBackupKey } from '../../../tests/support/backup-cli';

const AT = '2027-05-01T08:00:00.000Z';
const ERASED = aBooking({ id: 'smazana-rezervace', status: 'confirmed', weddingDate: '2027-06-12', variableSymbol: '2706120001', contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420 777 111 222' } });
const KEPT = aBooking({ id: 'zustava', status: 'new', weddingDate: '2027-09-04', contact: { coupleNames: 'Eva a Adam', email: 'eva@example.cz', phone: '+420 777 333 444' } });
const message = { subject: 'Poptávka', text: 'Dobrý den', html: '<p>Dobrý den</p>' };

async function seed(db: Firestore) {
  for (const booking of [ERASED, KEPT]) await db.collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
  await db.collection(DATE_LOCKS).doc('2027-06-12').set(toLockDocument({ date: '2027-06-12', reason: 'booked', bookingId: ERASED.id }, toTimestamp));
  await db.collection(VARIABLE_SYMBOLS).doc('2706120001').set({ bookingId: ERASED.id });
  await db.collection(MAIL).doc('potvrzeni-smazane').set(toMailDocument({ id: 'potvrzeni-smazane', to: 'jana@example.cz', message, bookingId: ERASED.id }, AT, toTimestamp));
  await db.collection(MAIL).doc('potvrzeni-zustava').set(toMailDocument({ id: 'potvrzeni-zustava', to: 'eva@example.cz', message, bookingId: KEPT.id }, AT, toTimestamp));
  // A contact-form message, kept only as its mail to the photographer: its sender later deletes her account.
  await db.collection(MAIL).doc('kontakt-1').set(toMailDocument({ id: 'kontakt-1', to: 'fotograf@example.cz', replyTo: 'pisatelka@example.cz', message }, AT, toTimestamp));
  await db.doc('settings/calendarFeed').set({ token: 'unikly-token-z-archivu', rotatedAt: toTimestamp(AT) });
}

describe('a restore replays the erasures made since the backup (Firestore emulator, the functions\' erasure units)', () => {
  let db: Firestore;
  let out: string;
  let archive: string;
  let key: { keyFile: string; recipient: string };

  beforeAll(async () => {
    db = functionsDb();
    await clearFirestore();
    await seed(db);
    out = await mkdtemp(join(tmpdir(), 'backup-erasures-'));
    key = await newBackupKey(out);
    const made = await backupCli('backup', ['--out', join(out, 'zalohy'), '--only', 'firestore'], { ...process.env, BACKUP_AGE_RECIPIENTS: key.recipient });
    expect(made.code, made.output).toBe(0);
    archive = join(out, 'zalohy', (await readdir(join(out, 'zalohy')))[0]!);

    // After the backup: the photographer erases a booking, a couple deletes her account, the feed address is rotated.
    await eraseBooking({ caller: { uid: 'fotograf', admin: true }, bookingId: ERASED.id, now: new Date(AT) }, erasures(db));
    // Strapi's side (the password checked again, the account deleted) is not what a restore is about.
    const account = { reauthenticate: async () => {}, fields: async () => ({}), remove: async () => {} };
    await eraseAccount({ identity: { accountId: 'k7yq2smazany', email: 'pisatelka@example.cz' }, now: new Date(AT), password: 'Svatba2027' }, account, personalDataStore(db), {
      siteUrl: 'https://www.example.cz',
      photographerEmail: 'fotograf@example.cz',
    }, NO_GALLERIES);
    await db.doc('settings/calendarFeed').set({ token: 'novy-token-po-rotaci', rotatedAt: toTimestamp('2027-05-02T08:00:00.000Z') });
  }, 180_000);

  afterAll(async () => {
    if (out) await rm(out, { recursive: true, force: true });
    await clearFirestore();
  });

  it('the erasures left tombstones that name nobody', async () => {
    expect((await db.doc(`erasures/booking-${ERASED.id}`).get()).data()).toMatchObject({ kind: 'booking', bookingId: ERASED.id });
    expect((await db.doc('erasures/account-k7yq2smazany').get()).data()).toMatchObject({ kind: 'account', accountId: 'k7yq2smazany', mailIds: ['kontakt-1'] });
    expect(JSON.stringify((await db.collection('erasures').get()).docs.map((doc) => doc.data()))).not.toMatch(/@|Jana|pisatelka/);
  });

  it('a restore over the live database brings back what was lost, but not the erased booking, its lock, its mails, nor the erased account\'s mail', async () => {
    // What a bad day leaves: the kept booking and its mail deleted by mistake.
    await db.collection(BOOKINGS).doc(KEPT.id).delete();
    await db.collection(MAIL).doc('potvrzeni-zustava').delete();
    const restored = await backupCli('restore', [archive, '--force', '--with-mail', '--identity', key.keyFile]);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/left out as erased since: 1 booking/);

    expect((await db.collection(BOOKINGS).doc(KEPT.id).get()).exists).toBe(true);
    expect((await db.collection(MAIL).doc('potvrzeni-zustava').get()).exists).toBe(true);
    expect((await db.collection(BOOKINGS).doc(ERASED.id).get()).exists).toBe(false);
    expect((await db.collection(DATE_LOCKS).doc('2027-06-12').get()).exists).toBe(false);
    expect((await db.collection(MAIL).doc('potvrzeni-smazane').get()).exists).toBe(false);
    expect((await db.collection(MAIL).doc('kontakt-1').get()).exists).toBe(false);
    // The symbol stays taken by its tombstone; the tombstones themselves stay.
    expect((await db.collection(VARIABLE_SYMBOLS).doc('2706120001').get()).data()).toEqual({ erased: true });
    expect((await db.collection('erasures').get()).size).toBe(2);
  }, 120_000);

  it('into an empty project, takes the erasures from a newer archive; never brings back the calendar feed token', async () => {
    expect((await db.doc('settings/calendarFeed').get()).get('token')).toBe('novy-token-po-rotaci');
    const newer = await backupCli('backup', ['--out', join(out, 'novejsi'), '--only', 'firestore'], { ...process.env, BACKUP_AGE_RECIPIENTS: key.recipient });
    expect(newer.code, newer.output).toBe(0);
    const newerArchive = join(out, 'novejsi', (await readdir(join(out, 'novejsi')))[0]!);
    await clearFirestore();
    const restored = await backupCli('restore', [archive, '--identity', key.keyFile, '--erasures-from', newerArchive]);
    expect(restored.code, restored.output).toBe(0);
    expect((await db.collection(BOOKINGS).doc(KEPT.id).get()).exists).toBe(true);
    expect((await db.collection(BOOKINGS).doc(ERASED.id).get()).exists).toBe(false);
    expect((await db.collection(DATE_LOCKS).doc('2027-06-12').get()).exists).toBe(false);
    // Neither archive holds the token: the photographer's next look at the address makes a new one.
    expect((await db.doc('settings/calendarFeed').get()).exists).toBe(false);
  }, 120_000);
});
