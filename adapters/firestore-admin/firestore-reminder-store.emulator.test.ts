import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eraseBooking } from '../../application/booking/erase-booking';
import { queueCoupleReminders, queuePendingDigest } from '../../application/booking/send-reminders';
import type { Booking, BookingStatus } from '../../domain/booking/booking';
import { bookingMailId, mailIdsOf, pendingDigestMailId } from '../../domain/booking/booking-mail';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '../../domain/booking/reminders';
import { BOOKINGS, MAIL, SENT_ONCE, toBookingDocument } from '../../ports/wire/firestore-documents';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { aBooking } from '../../tests/support/booking-mother';
import { MAIL_PRICES } from '../../tests/support/mail-context-mother';
import { clearFirestore, onEmulators } from '../../tests/support/emulator-support';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import { erasures } from './firestore-erase-unit';
import { personalDataStore } from './firestore-personal-data-store';
import { firestoreReminderStore } from './firestore-reminder-store';

/** A fixed clock: 1 March 2027, 08:00 in Prague. The emulator never fires schedules, so the test calls the handlers. */
const NOW = new Date('2027-03-01T07:00:00.000Z');
const hoursBefore = (hours: number, extraMs = 0) => new Date(NOW.getTime() - hours * 3_600_000 + extraMs).toISOString();
/** A small page, so every query runs over several pages. */
const PAGE = 2;
const MAIL_SETTINGS: MailSettings = {
  siteUrl: 'https://www.terezanovakova-foto.cz',
  photographerEmail: 'fotograf@example.cz',
  prices: { getPriceList: async () => MAIL_PRICES },
};
const remind = (now = NOW, settings: ReminderSettings = DEFAULT_REMINDER_SETTINGS) => queueCoupleReminders({ now, settings }, firestoreReminderStore(db(), PAGE), MAIL_SETTINGS);
const digest = (now = NOW, settings: ReminderSettings = DEFAULT_REMINDER_SETTINGS) => queuePendingDigest({ now, settings }, firestoreReminderStore(db(), PAGE), MAIL_SETTINGS);

/** A booking that went through the desk: `new`, then each status at the given instants. */
function through(steps: Array<[BookingStatus, string]>, overrides: Partial<Booking> = {}): Booking {
  const history: Booking['history'] = [{ at: '2027-01-01T10:00:00.000Z', by: 'public', from: null, to: 'new' }];
  for (const [to, at] of steps) history.push({ at, by: 'fotograf@example.cz', from: history[history.length - 1]!.to, to });
  return aBooking({ status: history[history.length - 1]!.to, history, weddingDate: '2027-09-04', ...overrides });
}

async function put(...bookings: Booking[]) {
  for (const booking of bookings) await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
  return bookings;
}

const outbox = async () => Object.fromEntries((await db().collection(MAIL).get()).docs.map((doc) => [doc.id, doc.data()]));
const mailIds = async () => Object.keys(await outbox()).sort();

describe.skipIf(!onEmulators)('reminders (scheduled function bodies against the Firestore emulator)', () => {
  beforeEach(clearFirestore);
  afterAll(clearFirestore);

  it('reminds the couples of a confirmed or deposit-paid wedding within 30 days, each once, in Czech', async () => {
    const [confirmed, paid] = await put(
      through([['confirmed', '2027-01-05T10:00:00.000Z']], { weddingDate: '2027-03-31', contact: { coupleNames: 'Eva a Jan', email: 'eva@example.cz', phone: '+420602111222' } }),
      through([['confirmed', '2027-01-05T10:00:00.000Z'], ['deposit-paid', '2027-01-10T10:00:00.000Z']], { weddingDate: '2027-03-02' }),
    );
    await put(
      through([['confirmed', '2027-01-05T10:00:00.000Z'], ['deposit-paid', '2027-01-10T10:00:00.000Z']], { weddingDate: '2027-04-01' }),
      through([['confirmed', '2027-01-05T10:00:00.000Z'], ['deposit-paid', '2027-01-10T10:00:00.000Z']], { weddingDate: '2027-03-01' }),
      aBooking({ status: 'new', weddingDate: '2027-03-20', createdAt: hoursBefore(1) }),
      through([['declined', '2027-01-05T10:00:00.000Z']], { weddingDate: '2027-03-20' }),
      through([['confirmed', '2027-01-05T10:00:00.000Z'], ['cancelled', '2027-01-06T10:00:00.000Z']], { weddingDate: '2027-03-21' }),
      through([['confirmed', '2027-01-05T10:00:00.000Z'], ['deposit-paid', '2027-01-06T10:00:00.000Z'], ['completed', '2027-01-07T10:00:00.000Z']], { weddingDate: '2027-03-22' }),
    );
    const report = await remind();
    expect(report.weddingReminders.sort()).toEqual([confirmed!.id, paid!.id].sort());
    expect(report.depositReminders).toEqual([]);
    expect(await mailIds()).toEqual([bookingMailId.weddingReminder(confirmed!.id), bookingMailId.weddingReminder(paid!.id)].sort());

    const mail = (await outbox())[bookingMailId.weddingReminder(confirmed!.id)]!;
    expect(mail).toMatchObject({ to: 'eva@example.cz', replyTo: 'fotograf@example.cz', message: { subject: 'Svatba se blíží: co připravit na focení (ABCD-EFGH)' } });
    expect(mail.message.text).toContain('Snoubenci: Eva a Jan');
    // Queued at the commit's server time (the retention policy counts from it), not at the run's scheduled instant.
    expect(Math.abs(mail.createdAt.toMillis() - Date.now())).toBeLessThan(120_000);
  });

  it('reminds a confirmed couple 3 days before the deposit falls due (14 days after confirmation), not one that paid', async () => {
    // Confirmed on 18 February in Prague: due 4 March, three days after NOW.
    const [due, dueToday] = await put(
      through([['confirmed', '2027-02-18T09:00:00.000Z']]),
      through([['confirmed', '2027-02-15T09:00:00.000Z']]),
    );
    // Paid, due in 4 days, overdue, cancelled: none.
    await put(
      through([['confirmed', '2027-02-18T09:00:00.000Z'], ['deposit-paid', '2027-02-20T09:00:00.000Z']]),
      through([['confirmed', '2027-02-19T09:00:00.000Z']]),
      through([['confirmed', '2027-02-14T09:00:00.000Z']]),
      through([['confirmed', '2027-02-18T09:00:00.000Z'], ['cancelled', '2027-02-20T09:00:00.000Z']]),
    );
    const report = await remind();
    expect(report.depositReminders.sort()).toEqual([due!.id, dueToday!.id].sort());
    expect(report.weddingReminders).toEqual([]);
    expect(await mailIds()).toEqual([bookingMailId.depositReminder(due!.id), bookingMailId.depositReminder(dueToday!.id)].sort());
    expect((await outbox())[bookingMailId.depositReminder(due!.id)]!.message.subject).toBe(
      'Připomínka: záloha za svatební focení je splatná 4. března 2027 (ABCD-EFGH)',
    );
  });

  it('sends each reminder once: a second run the same day, or the next morning, queues nothing and rewrites nothing', async () => {
    await put(
      through([['confirmed', '2027-02-18T09:00:00.000Z']], { weddingDate: '2027-03-20' }),
      through([['confirmed', '2027-01-05T10:00:00.000Z'], ['deposit-paid', '2027-01-10T10:00:00.000Z']], { weddingDate: '2027-03-25' }),
    );
    const first = await remind();
    expect(first.weddingReminders).toHaveLength(2);
    expect(first.depositReminders).toHaveLength(1);
    const before = await outbox();
    expect(await remind(new Date(NOW.getTime() + 3_600_000))).toEqual({ weddingReminders: [], depositReminders: [] });
    expect(await remind(new Date(NOW.getTime() + 86_400_000))).toEqual({ weddingReminders: [], depositReminders: [] });
    expect(await outbox()).toEqual(before);
  });

  it('gives an anonymised booking no reminder and no place in the digest', async () => {
    const anonymisedAt = '2027-02-01T00:00:00.000Z';
    const blank = { coupleNames: '', email: '', phone: '' };
    await put(
      through([['confirmed', '2027-02-18T09:00:00.000Z']], { weddingDate: '2027-03-20', anonymisedAt, contact: blank }),
      aBooking({ status: 'new', createdAt: hoursBefore(24 * 30), anonymisedAt, contact: blank }),
    );
    expect(await remind()).toEqual({ weddingReminders: [], depositReminders: [] });
    expect(await digest()).toEqual({ mailId: null, waiting: [], overdueDeposits: [] });
    expect(await mailIds()).toEqual([]);
  });

  it('lists in the morning digest only the requests waiting longer than 48 hours, once per Prague day', async () => {
    const [oldest, old, justOver] = await put(
      aBooking({ status: 'new', createdAt: hoursBefore(24 * 6), contact: { coupleNames: 'Eva a Jan', email: 'eva@example.cz', phone: '+420602111222' } }),
      aBooking({ status: 'new', createdAt: hoursBefore(60) }),
      aBooking({ status: 'new', createdAt: hoursBefore(48, -60_000) }),
    );
    const [young] = await put(
      aBooking({ status: 'new', createdAt: hoursBefore(48, 60_000) }),
      aBooking({ status: 'new', createdAt: hoursBefore(48) }),
      through([['confirmed', hoursBefore(70)]], { createdAt: hoursBefore(100) }),
      through([['declined', hoursBefore(70)]], { createdAt: hoursBefore(100) }),
    );
    const report = await digest();
    expect(report.mailId).toBe(pendingDigestMailId('2027-03-01'));
    expect(report.waiting.sort()).toEqual([oldest!.id, old!.id, justOver!.id].sort());

    const mail = (await outbox())[pendingDigestMailId('2027-03-01')]!;
    expect(mail.to).toBe('fotograf@example.cz');
    expect(mail.message.subject).toBe('Ranní přehled: 3\u00A0poptávky čekají na odpověď déle než 48\u00A0hodin');
    for (const booking of [oldest!, old!, justOver!]) expect(mail.message.text).toContain(`/admin/bookings/${booking.id}`);
    expect(mail.message.text).not.toContain(young!.id);
    expect(mail.message.text.indexOf('Eva a Jan')).toBeLessThan(mail.message.text.indexOf(old!.id));

    // Later the same Prague day (23:30 in Prague): nothing new; just after midnight in Prague: the next day's digest.
    expect((await digest(new Date('2027-03-01T22:30:00.000Z'))).mailId).toBeNull();
    expect(await mailIds()).toEqual([pendingDigestMailId('2027-03-01')]);
    expect((await digest(new Date('2027-03-01T23:30:00.000Z'))).mailId).toBe(pendingDigestMailId('2027-03-02'));
    // The digests name the couple: erasing one booking they list deletes them, like the booking's own mails.
    expect(mail.message.text).not.toContain('eva@example.cz');
    await eraseBooking({ caller: { uid: 'fotograf', email: 'fotograf@example.cz', admin: true }, bookingId: oldest!.id, now: new Date() }, erasures(db()));
    expect(await mailIds()).toEqual([]);
  });

  it('sends no digest when nothing has waited that long, and follows the configured hours', async () => {
    const [request] = await put(aBooking({ status: 'new', createdAt: hoursBefore(30) }));
    expect(await digest()).toEqual({ mailId: null, waiting: [], overdueDeposits: [] });
    expect(await mailIds()).toEqual([]);
    expect(await digest(NOW, { ...DEFAULT_REMINDER_SETTINGS, digestAfterHours: 24 })).toEqual({ mailId: 'digest-2027-03-01', waiting: [request!.id], overdueDeposits: [] });
  });

  it('keeps a reminder once-only after "Smazat účet" deleted its mail, by a marker that names nobody; erasure takes the marker', async () => {
    const email = 'kept-couple@example.cz';
    const [kept] = await put(
      through([['confirmed', '2027-01-05T10:00:00.000Z'], ['deposit-paid', '2027-01-10T10:00:00.000Z']], {
        weddingDate: '2027-03-20',
        contact: { coupleNames: 'Eva a Jan', email, phone: '+420602111222' },
      }),
    );
    expect((await remind()).weddingReminders).toEqual([kept!.id]);
    const marker = await db().collection(SENT_ONCE).doc(bookingMailId.weddingReminder(kept!.id)).get();
    expect(Object.keys(marker.data()!).sort()).toEqual(['bookingId', 'createdAt']);
    expect(marker.get('bookingId')).toBe(kept!.id);

    // The couple deleted their account: the erasure deletes every mail to them, the kept booking's reminder included.
    await personalDataStore(db()).deleteMailsOf(email);
    expect(await mailIds()).toEqual([]);
    expect(await remind(new Date(NOW.getTime() + 86_400_000))).toEqual({ weddingReminders: [], depositReminders: [] });
    expect(await mailIds()).toEqual([]);

    await eraseBooking({ caller: { uid: 'fotograf', email: 'fotograf@example.cz', admin: true }, bookingId: kept!.id, now: new Date() }, erasures(db()));
    expect((await db().collection(SENT_ONCE).get()).size).toBe(0);
  });

  it('counts a reminder queued before the markers existed (its mail in the outbox) as sent', async () => {
    const [booking] = await put(through([['confirmed', '2027-01-05T10:00:00.000Z'], ['deposit-paid', '2027-01-10T10:00:00.000Z']], { weddingDate: '2027-03-20' }));
    await db().collection(MAIL).doc(bookingMailId.weddingReminder(booking!.id)).set({ to: booking!.contact.email, bookingId: booking!.id, message: { subject: 'x' } });
    expect(await remind()).toEqual({ weddingReminders: [], depositReminders: [] });
  });

  it('the GDPR erasure\'s mail ids include the reminders, so erasing a booking takes them with it', async () => {
    const [booking] = await put(through([['confirmed', '2027-02-18T09:00:00.000Z']], { weddingDate: '2027-03-20' }));
    await remind();
    const queued = await mailIds();
    expect(queued).toHaveLength(2);
    for (const id of queued) expect(mailIdsOf(booking!)).toContain(id);
  });
});
