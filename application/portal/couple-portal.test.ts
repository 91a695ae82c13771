import { describe, expect, it } from 'vitest';
import type { Booking, BookingMessage, DateLock } from '../../domain/booking/booking';
import { COUPLE_MESSAGES_PER_BOOKING } from '../../domain/booking/booking-message';
import type { PriceCatalogue } from '../../domain/content/price-package';
import type { RateRule } from '../../domain/booking/booking-policy';
import { DomainError } from '../../domain/errors';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import type { CoupleIdentity } from '../../domain/user/user';
import { aBooking } from '../../tests/support/booking-mother';
import { listMyBookings, sendMyMessage, withdrawMyBooking } from './couple-portal';
import type { CouplePortalStore } from '../../ports/units/couple-portal-store-port';
import type { DepositPayments } from '../../ports/units/bank-import-port';

const now = new Date('2026-12-01T09:00:00.000Z');
const jana: CoupleIdentity = { accountId: '7', email: 'jana@example.cz' };

/** A store over plain maps; `session` is the identity itself, or anything else for a refused session. */
function aStore(bookings: Booking[], locks: DateLock[] = [], seededThreads: Record<string, BookingMessage[]> = {}, payments: DepositPayments[] = []) {
  const stored = new Map(bookings.map((b) => [b.id, b]));
  const threads = new Map(Object.entries(seededThreads));
  const lockMap = new Map(locks.map((l) => [l.date, l]));
  const mails: OutgoingMail[] = [];
  const counted: RateRule[][] = [];
  const store: CouplePortalStore = {
    verify: async (session) => {
      if (typeof session === 'object' && session !== null) return session as CoupleIdentity;
      throw new DomainError('auth/not-signed-in');
    },
    countAttempt: async (rules) => void counted.push(rules),
    bookingsOf: async (email) => [...stored.values()].filter((b) => b.contact.email.toLowerCase() === email),
    threadOf: async (id) => [...(threads.get(id) ?? [])],
    depositPaymentsOf: async (ids) => payments.filter((p) => ids.includes(p.bookingId)),
    locksOn: async (dates) => dates.flatMap((date) => (lockMap.has(date) ? [lockMap.get(date)!] : [])),
    atomically: (work) =>
      work({
        load: async (id) => {
          const booking = stored.get(id);
          return booking ? { booking, lock: lockMap.get(booking.weddingDate) ?? null } : null;
        },
        thread: async (id) => [...(threads.get(id) ?? [])],
        saveMarks: async (after) => void stored.set(after.id, after),
        save: async (after, lock, queued, message) => {
          stored.set(after.id, after);
          if (message) threads.set(after.id, [...(threads.get(after.id) ?? []), message]);
          if (lock.delete) lockMap.delete(lock.delete);
          if (lock.set) lockMap.set(lock.set.date, lock.set);
          mails.push(...queued);
        },
      }),
    mail: { siteUrl: 'https://example.cz', photographerEmail: 'fotograf@example.cz', prices: { getPriceList: async () => ({ packages: [], extras: [] }) } },
  };
  return { store, stored, threads, lockMap, mails, counted };
}

const call = (session: unknown = jana) => ({ session, client: '1.2.3.4', now });
const aStoreWith = (bookings: Booking[], mail: CouplePortalStore['mail']) => ({ ...aStore(bookings).store, mail });

describe('the couple\'s portal use cases', () => {
  const contact = (email: string) => ({ coupleNames: 'Jana a Petr', email, phone: '+420777123456' });

  it('lists exactly the verified e-mail\'s bookings (case-insensitive), newest wedding first, without the desk\'s names and notes', async () => {
    const older = aBooking({ contact: contact('Jana@Example.cz'), weddingDate: '2027-05-01', internalNotes: 'tajné' });
    const newer = aBooking({
      contact: contact('jana@example.cz'),
      weddingDate: '2027-09-01',
      status: 'declined',
      history: [
        { at: '2026-11-01T10:00:00.000Z', by: 'public', from: null, to: 'new' },
        { at: '2026-11-02T10:00:00.000Z', by: 'fotograf@example.cz', from: 'new', to: 'declined', note: 'má jiný termín' },
      ],
    });
    const foreign = aBooking({ contact: contact('petra@example.cz') });
    const { store, counted } = aStore([older, newer, foreign]);
    const listed = await listMyBookings(call(), store);
    expect(listed.map((b) => b.id)).toEqual([newer.id, older.id]);
    expect(JSON.stringify(listed)).not.toMatch(/fotograf@|tajné|má jiný termín/);
    expect(listed[0]).toMatchObject({ canWithdraw: false, pricing: null, messages: [] });
    expect(listed[1]).toMatchObject({ canWithdraw: true });
    expect(counted).toEqual([[expect.objectContaining({ key: 'portal-ip:1.2.3.4' }), expect.objectContaining({ key: 'portal-email:jana@example.cz' })]]);
  });

  it('names the items of a booking stored without agreed prices by today\'s price list; reads the list only for such a booking', async () => {
    const catalogue = {
      packages: [{ slug: 'obrad', name: 'Obřad', priceCzk: 9000 }],
      extras: [{ slug: 'album', name: 'Fotokniha', priceCzk: 3500 }],
    } as unknown as PriceCatalogue;
    let reads = 0;
    const old = aBooking({ contact: contact('jana@example.cz'), packageSlug: 'obrad', extras: ['album', 'zruseny'] });
    const agreed = aBooking({
      contact: contact('jana@example.cz'),
      weddingDate: '2027-10-02',
      packageSlug: 'obrad',
      pricing: { package: { slug: 'obrad', name: 'Obřad 2026', priceCzk: 8000 }, extras: [] },
    });
    const { store } = aStore([old, agreed]);
    store.mail = { ...store.mail, prices: { getPriceList: async () => (reads += 1, catalogue) } };
    const listed = await listMyBookings(call(), store);
    const byId = new Map(listed.map((b) => [b.id, b]));
    expect(byId.get(old.id)!.named).toEqual({
      package: { slug: 'obrad', name: 'Obřad', priceCzk: 9000 },
      extras: [{ slug: 'album', name: 'Fotokniha', priceCzk: 3500 }, { slug: 'zruseny', name: 'zruseny' }],
    });
    expect(byId.get(agreed.id)!.named).toBeUndefined();
    expect(reads).toBe(1);
    await listMyBookings(call(), aStoreWith([agreed], store.mail));
    expect(reads).toBe(1);
  });

  it('shows a request\'s live hold with its end; an expired hold, another booking\'s lock or a withdrawn request show none', async () => {
    const held = aBooking({ id: 'held', contact: contact('jana@example.cz'), weddingDate: '2027-06-12' });
    const expired = aBooking({ id: 'expired', contact: contact('jana@example.cz'), weddingDate: '2027-06-19' });
    const other = aBooking({ id: 'other-day', contact: contact('jana@example.cz'), weddingDate: '2027-06-26' });
    const until = '2026-12-08T09:00:00.000Z';
    const { store } = aStore(
      [held, expired, other],
      [
        { date: '2027-06-12', reason: 'held', bookingId: 'held', expiresAt: until },
        { date: '2027-06-19', reason: 'held', bookingId: 'expired', expiresAt: '2026-11-30T09:00:00.000Z' },
        { date: '2027-06-26', reason: 'held', bookingId: 'somebody-else', expiresAt: until },
      ],
    );
    const listed = await listMyBookings(call(), store);
    expect(Object.fromEntries(listed.map((b) => [b.id, b.hold ?? null]))).toEqual({ held: { until }, expired: null, 'other-day': null });
    // A message keeps the hold in the answer; a withdrawal frees it.
    expect((await sendMyMessage({ ...call(), bookingId: 'held', text: 'Dobrý den' }, store)).hold).toEqual({ until });
    expect((await withdrawMyBooking({ ...call(), bookingId: 'held' }, store)).hold).toBeUndefined();
  });

  it('a refused session is auth/not-signed-in and still counts against the client', async () => {
    const { store, counted } = aStore([]);
    await expect(listMyBookings(call('forged'), store)).rejects.toMatchObject({ code: 'auth/not-signed-in' });
    expect(counted).toEqual([[expect.objectContaining({ key: 'portal-ip:1.2.3.4' })]]);
  });

  it('withdraws the couple\'s new request: status, history by their e-mail, both mails; another booking\'s lock stays', async () => {
    const booking = aBooking({ id: 'b1', contact: contact('jana@example.cz') });
    const held: DateLock = { date: booking.weddingDate, reason: 'booked', bookingId: 'other' };
    const { store, stored, mails, lockMap } = aStore([booking], [held]);
    const answer = await withdrawMyBooking({ ...call(), bookingId: 'b1' }, store);
    expect(answer).toMatchObject({ status: 'withdrawn', canWithdraw: false });
    expect(stored.get('b1')!.history.at(-1)).toMatchObject({ by: 'jana@example.cz', from: 'new', to: 'withdrawn' });
    expect(mails.map((m) => [m.id, m.to])).toEqual([
      ['b1-withdrawn', 'fotograf@example.cz'],
      ['b1-status-1', 'jana@example.cz'],
    ]);
    expect(lockMap.get(booking.weddingDate)).toEqual(held);
    await expect(withdrawMyBooking({ ...call(), bookingId: 'b1' }, store)).rejects.toMatchObject({ code: 'booking/invalid-transition' });
  });

  it('a foreign booking is not-found for both actions, exactly like a missing one, and stays unchanged', async () => {
    const foreign = aBooking({ id: 'f1', contact: contact('petra@example.cz') });
    const { store, stored, mails } = aStore([foreign]);
    for (const bookingId of ['f1', 'missing']) {
      await expect(withdrawMyBooking({ ...call(), bookingId }, store)).rejects.toMatchObject({ code: 'booking/not-found' });
      await expect(sendMyMessage({ ...call(), bookingId, text: 'Ahoj' }, store)).rejects.toMatchObject({ code: 'booking/not-found' });
    }
    expect(stored.get('f1')).toEqual(foreign);
    expect(mails).toEqual([]);
  });

  it('sends a message: added to the thread, in the history, mailed to the photographer; the message limit counted', async () => {
    const booking = aBooking({ id: 'b2', status: 'confirmed', contact: contact('jana@example.cz') });
    const { store, threads, mails, counted } = aStore([booking]);
    const answer = await sendMyMessage({ ...call(), bookingId: 'b2', text: '  Obřad ve 14:00  ' }, store);
    expect(answer.messages).toEqual([{ id: 'b2-m1', at: now.toISOString(), author: 'couple', text: 'Obřad ve 14:00' }]);
    expect(answer.history.at(-1)).toEqual({ at: now.toISOString(), from: 'confirmed', to: 'confirmed', event: 'message' });
    expect(answer.ics).toContain('BEGIN:VEVENT');
    expect(threads.get('b2')).toEqual(answer.messages);
    expect(mails).toEqual([expect.objectContaining({ id: 'b2-message-1', to: 'fotograf@example.cz', replyTo: 'jana@example.cz' })]);
    expect(counted.at(-1)!.map((rule) => rule.key)).toContain('portal-message-email:jana@example.cz');
    await expect(sendMyMessage({ ...call(), bookingId: 'b2', text: ' ' }, store)).rejects.toMatchObject({ code: 'field/required' });
  });

  it(`refuses the couple's message past ${COUPLE_MESSAGES_PER_BOOKING} about one booking: nothing stored, nothing mailed`, async () => {
    const full = Array.from({ length: COUPLE_MESSAGES_PER_BOOKING }, (_, i): BookingMessage => ({ id: `b3-m${i + 1}`, at: now.toISOString(), author: 'couple', text: `Zpráva ${i}` }));
    const history = [
      { at: '2026-11-01T10:00:00.000Z', by: 'public', from: null, to: 'new' },
      ...full.map((m) => ({ at: m.at, by: 'jana@example.cz', from: 'new', to: 'new', event: 'message' }) as const),
    ] satisfies Booking['history'];
    const booking = aBooking({ id: 'b3', contact: contact('jana@example.cz'), history });
    const { store, stored, threads, mails } = aStore([booking], [], { b3: full });
    await expect(sendMyMessage({ ...call(), bookingId: 'b3', text: 'Ještě jedna' }, store)).rejects.toMatchObject({ code: 'portal/message-limit' });
    expect(stored.get('b3')).toEqual(booking);
    expect(threads.get('b3')).toHaveLength(COUPLE_MESSAGES_PER_BOOKING);
    expect(mails).toEqual([]);
    // The portal still lists the booking with its whole thread.
    expect((await listMyBookings(call(), store))[0]!.messages).toHaveLength(COUPLE_MESSAGES_PER_BOOKING);
  });

  it('a confirmed booking shows how to pay its deposit when the photographer set one; a new one does not', async () => {
    const confirmed = aBooking({
      status: 'confirmed',
      contact: contact('jana@example.cz'),
      weddingDate: '2027-09-01',
      history: [
        { at: '2026-11-01T10:00:00.000Z', by: 'public', from: null, to: 'new' },
        { at: '2026-11-02T10:00:00.000Z', by: 'fotograf@example.cz', from: 'new', to: 'confirmed' },
      ],
    });
    const fresh = aBooking({ contact: contact('jana@example.cz'), weddingDate: '2027-05-01' });
    const { store } = aStore([confirmed, fresh]);
    store.mail.deposit = { read: async () => ({ iban: 'CZ6508000000192000145399', rule: { kind: 'fixed', amountCzk: 5000 }, dueDays: 14 }) };
    const [first, second] = await listMyBookings(call(), store);
    expect(first!.deposit).toMatchObject({ amountCzk: 5000, iban: 'CZ6508000000192000145399', dueDate: '2026-11-16', paid: false });
    expect(second!.deposit).toBeUndefined();
    store.mail.deposit = { read: () => Promise.reject(new Error('CMS down')) };
    expect((await listMyBookings(call(), store))[0]!.deposit).toBeUndefined();
  });

  it('a partial deposit shows what came and what is left with a QR Platba for the rest, in the list and after a message alike', async () => {
    const confirmed = aBooking({
      status: 'confirmed',
      contact: contact('jana@example.cz'),
      variableSymbol: '2709011234',
      history: [{ at: '2026-11-02T10:00:00.000Z', by: 'fotograf@example.cz', from: 'new', to: 'confirmed' }],
    });
    const other = aBooking({ status: 'confirmed', contact: contact('petra@example.cz'), history: confirmed.history });
    const payments = [
      { bookingId: confirmed.id, receivedHalere: 200_050, expectedHalere: 500_000, bankIds: ['b-1'] },
      { bookingId: other.id, receivedHalere: 500_000, expectedHalere: 500_000, bankIds: ['b-2'] },
    ];
    const { store } = aStore([confirmed, other], [], {}, payments);
    store.mail.deposit = { read: async () => ({ iban: 'CZ6508000000192000145399', rule: { kind: 'fixed', amountCzk: 5000 }, dueDays: 14 }) };
    const [listed] = await listMyBookings(call(), store);
    expect(listed!.deposit!.progress).toMatchObject({ receivedHalere: 200_050, remainingHalere: 299_950, overpaidHalere: 0 });
    expect(listed!.deposit!.progress!.restSpayd).toContain('*AM:2999.50*');
    const answered = await sendMyMessage({ ...call(), bookingId: confirmed.id, text: 'Doplatíme zbytek zítra.' }, store);
    expect(answered.deposit!.progress).toEqual(listed!.deposit!.progress);
  });
});
