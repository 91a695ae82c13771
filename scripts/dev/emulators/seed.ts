// Demo data for the emulators, safe to run again (fixed ids, create-or-update): the photographer's admin account
// and a few bookings with their date locks; with `--demo-gallery`, the demo couple's gallery (seed-gallery.ts). Run by
// run.ts after start; also `node --import tsx scripts/dev/emulators/seed.ts [--demo-gallery]`.
import { pathToFileURL } from 'node:url';
import type { Booking, BookingHistoryEntry, BookingStatus, DateLock } from '../../../domain/booking/booking';
import { toBookingDocument } from '../../../ports/wire/firestore-documents';
import { seedDemoGallery } from './seed-gallery.ts';
import { emulatorEnv, PROJECT_ID } from './settings.ts';

export const DEMO_ADMIN = { email: 'fotograf@example.cz', password: 'Fotograf2027', displayName: 'Tereza (fotografka)' };

const history = (createdAt: string, ...steps: Array<[string, BookingStatus, BookingStatus]>): BookingHistoryEntry[] => [
  { at: createdAt, by: 'public', from: null, to: 'new' },
  ...steps.map(([when, from, to]) => ({ at: when, by: DEMO_ADMIN.email, from, to })),
];

/** Bookings as the app sees them; toBookingDocument (below) stores them as the app does. */
const DEMO_BOOKINGS: Booking[] = [
  {
    id: '6f1c2b9e-1a2b-4c3d-8e4f-000000000001',
    reservationCode: 'KVTN-2027',
    status: 'confirmed',
    kind: 'full',
    weddingDate: '2027-06-12',
    ceremonyTime: '13:00',
    contact: { coupleNames: 'Jana a Petr', email: 'novomanzele@example.cz', phone: '+420777123456' },
    packageSlug: 'cely-den',
    extras: ['druhy-fotograf'],
    venue: 'Zámek Liblice',
    town: 'Liblice',
    guests: 80,
    consentAt: '2026-10-01T09:00:00.000Z',
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-10-03T10:00:00.000Z',
    history: history('2026-10-01T09:00:00.000Z', ['2026-10-03T10:00:00.000Z', 'new', 'confirmed']),
  },
  {
    id: '6f1c2b9e-1a2b-4c3d-8e4f-000000000002',
    reservationCode: 'MRZ7-HQ4P',
    status: 'new',
    kind: 'simple',
    weddingDate: '2027-07-17',
    contact: { coupleNames: 'Eva a Tomáš', email: 'eva.tomas@example.cz', phone: '+420603111222' },
    extras: [],
    message: 'Dobrý den, máte volno? Svatba bude venku na zahradě.',
    consentAt: '2026-11-10T18:30:00.000Z',
    createdAt: '2026-11-10T18:30:00.000Z',
    updatedAt: '2026-11-10T18:30:00.000Z',
    history: history('2026-11-10T18:30:00.000Z'),
  },
  {
    id: '6f1c2b9e-1a2b-4c3d-8e4f-000000000003',
    reservationCode: 'PX3W-ND8R',
    status: 'deposit-paid',
    kind: 'full',
    weddingDate: '2027-09-04',
    contact: { coupleNames: 'Lucie a Martin', email: 'lucie.martin@example.cz', phone: '+420721333444' },
    packageSlug: 'polovina-dne',
    extras: [],
    venue: 'Mlýn Hájek',
    town: 'Úvaly',
    consentAt: '2026-09-20T12:00:00.000Z',
    createdAt: '2026-09-20T12:00:00.000Z',
    updatedAt: '2026-10-02T08:00:00.000Z',
    history: history(
      '2026-09-20T12:00:00.000Z',
      ['2026-09-22T08:00:00.000Z', 'new', 'confirmed'],
      ['2026-10-02T08:00:00.000Z', 'confirmed', 'deposit-paid'],
    ),
  },
];

const DEMO_LOCKS: DateLock[] = [
  { date: '2027-06-12', reason: 'booked', bookingId: DEMO_BOOKINGS[0]!.id },
  { date: '2027-09-04', reason: 'booked', bookingId: DEMO_BOOKINGS[2]!.id },
  { date: '2027-08-07', reason: 'blocked' },
];

/** `gallery`: also the demo couple's delivered gallery (npm start: 40 photos in Storage; the test runs skip it). */
export async function seed({ gallery: withGallery = false } = {}) {
  for (const [key, value] of Object.entries(emulatorEnv())) process.env[key] ??= value;
  // Imported here so the emulator hosts above are in the environment before the SDK reads them.
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  const app = getApps().find((a) => a.name === 'seed') ?? initializeApp({ projectId: PROJECT_ID }, 'seed');

  const auth = getAuth(app);
  const existing = await auth.getUserByEmail(DEMO_ADMIN.email).catch(() => null);
  const user = existing
    ? await auth.updateUser(existing.uid, { password: DEMO_ADMIN.password, displayName: DEMO_ADMIN.displayName })
    : await auth.createUser({ ...DEMO_ADMIN, emailVerified: true });
  await auth.setCustomUserClaims(user.uid, { admin: true });

  const db = getFirestore(app);
  const ts = (iso: string) => Timestamp.fromDate(new Date(iso));
  // The document shape the app and the functions write (Timestamps, search terms), from the same code.
  // Tooling with admin privileges: the rules (and BookingRepository.create) accept only new bookings, so the seed
  // writes the later statuses directly — each with the history of the legal changes that would have led there.
  const batch = db.batch();
  for (const b of DEMO_BOOKINGS) batch.set(db.collection('bookings').doc(b.id), toBookingDocument(b, ts));
  for (const lock of DEMO_LOCKS) batch.set(db.collection('dateLocks').doc(lock.date), lock);
  await batch.commit();
  const onGenerate = (missing: number) =>
    console.log(`[emulators] generating ${missing} camera-size demo photos and their renditions, once (kept in .cache/demo-gallery)`);
  const gallery = withGallery ? await seedDemoGallery({ app, db, ts, onGenerate }) : null;
  return { admin: user.uid, bookings: DEMO_BOOKINGS.length + (gallery ? 1 : 0), locks: DEMO_LOCKS.length, gallery };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  seed({ gallery: process.argv.includes('--demo-gallery') })
    .then((result) => {
      console.log('seeded', result);
      process.exit(0);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
