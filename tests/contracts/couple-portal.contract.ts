import { describe, expect, it } from 'vitest';
import type { Booking, BookingMessage } from '../../domain/booking/booking';
import { bookingMailId } from '../../domain/booking/booking-mail';
import { appendCoupleMessage, appendPhotographerReply, bookingMessageId, COUPLE_MESSAGES_PER_BOOKING, MESSAGE_MAX_LENGTH } from '../../domain/booking/booking-message';
import { REAUTHENTICATION } from '../../domain/user/reauthentication';
import type { CouplePortalPort } from '../../ports/couple-portal-port';
import type { Gallery } from '../../domain/gallery/gallery';
import { aBooking } from '../support/booking-mother';
import { aGallery } from '../support/gallery-mother';

export interface CouplePortalHarness {
  portal: CouplePortalPort;
  /** Signs the portal's visitor in as a confirmed account with this e-mail (created for the test, with `password`). */
  signInAs(email: string): Promise<void>;
  /** The password signInAs gives the accounts it creates. */
  password: string;
  signOut(): Promise<void>;
  /** Stores a booking as the system keeps it, with its thread (as the portal's functions wrote it) when given. */
  seed(booking: Booking, thread?: BookingMessage[]): Promise<void>;
  read(bookingId: string): Promise<Booking | null>;
  /** The booking's thread as stored, oldest first. */
  thread(bookingId: string): Promise<BookingMessage[]>;
  /** The ids of the mails queued about a booking. */
  mailIds(bookingId: string): Promise<string[]>;
  /** Stores a gallery as the galleries' functions keep it (no photos). */
  seedGallery(gallery: Gallery): Promise<void>;
  /** The gallery as stored; null once it is deleted. */
  readGallery(galleryId: string): Promise<Gallery | null>;
}

let counter = 0;
const anEmail = (name: string) => `${name}-${Date.now().toString(36)}-${(counter += 1)}@example.cz`;
const contact = (email: string) => ({ coupleNames: 'Jana a Petr', email, phone: '+420777123456' });

/** Jana signed in with a request of her own, and Petra's request beside it. */
async function signedInWithForeign(setup: () => Promise<CouplePortalHarness>) {
  const h = await setup();
  const jana = anEmail('jana');
  const own = aBooking({ contact: contact(jana) });
  const foreign = aBooking({ contact: contact(anEmail('petra')) });
  await h.seed(own);
  await h.seed(foreign);
  await h.signInAs(jana);
  return { h, own, foreign };
}

/** What every CouplePortalPort adapter must do (ports/couple-portal-port.ts). */
export function couplePortalContract(name: string, setup: () => Promise<CouplePortalHarness>) {
  describe(`CouplePortalPort contract: ${name}`, () => {
    it('without a signed-in account every method rejects auth/not-signed-in', async () => {
      const h = await setup();
      await h.signOut();
      await expect(h.portal.myBookings()).rejects.toMatchObject({ code: 'auth/not-signed-in' });
      await expect(h.portal.withdraw('x')).rejects.toMatchObject({ code: 'auth/not-signed-in' });
      await expect(h.portal.sendMessage('x', 'Ahoj')).rejects.toMatchObject({ code: 'auth/not-signed-in' });
      await expect(h.portal.markMessagesRead('x')).rejects.toMatchObject({ code: 'auth/not-signed-in' });
    });

    it('lists exactly the account\'s bookings, newest wedding first, never another e-mail\'s', async () => {
      const h = await setup();
      const jana = anEmail('jana');
      const first = aBooking({ contact: contact(jana), weddingDate: '2027-05-08' });
      const second = aBooking({ contact: contact(jana), weddingDate: '2027-08-21' });
      await h.seed(first);
      await h.seed(second);
      await h.seed(aBooking({ contact: contact(anEmail('petra')) }));
      await h.signInAs(jana);
      const mine = await h.portal.myBookings();
      expect(mine.map((b) => b.id)).toEqual([second.id, first.id]);
      expect(mine[0]).toMatchObject({ reservationCode: second.reservationCode, status: 'new', canWithdraw: true, messages: [] });
    });

    it('withdraws a new request (recorded, final); another booking is not-found', async () => {
      const { h, own, foreign } = await signedInWithForeign(setup);
      const withdrawn = await h.portal.withdraw(own.id);
      expect(withdrawn).toMatchObject({ status: 'withdrawn', canWithdraw: false });
      expect(withdrawn.history.at(-1)).toMatchObject({ from: 'new', to: 'withdrawn' });
      expect(withdrawn.history.at(-1)).not.toHaveProperty('by');
      expect((await h.read(own.id))!.status).toBe('withdrawn');
      expect(await h.mailIds(own.id)).toEqual(expect.arrayContaining([bookingMailId.requestWithdrawn(own.id)]));
      await expect(h.portal.withdraw(own.id)).rejects.toMatchObject({ code: 'booking/invalid-transition' });
      await expect(h.portal.withdraw(foreign.id)).rejects.toMatchObject({ code: 'booking/not-found' });
      expect((await h.read(foreign.id))!.status).toBe('new');
    });

    it('sends a message: stored with the booking and mailed; bad text is a field error; another booking not-found', async () => {
      const { h, own, foreign } = await signedInWithForeign(setup);
      const answer = await h.portal.sendMessage(own.id, 'Obřad začne až ve 14:00.');
      expect(answer.messages).toEqual([expect.objectContaining({ author: 'couple', text: 'Obřad začne až ve 14:00.' })]);
      expect(answer.history.at(-1)).toMatchObject({ event: 'message' });
      expect(await h.thread(own.id)).toEqual(answer.messages);
      expect(await h.read(own.id)).not.toHaveProperty('messages');
      expect(await h.mailIds(own.id)).toEqual([bookingMailId.coupleMessage(own.id, 1)]);
      await expect(h.portal.sendMessage(own.id, '   ')).rejects.toMatchObject({ code: 'field/required' });
      await expect(h.portal.sendMessage(own.id, 'a'.repeat(MESSAGE_MAX_LENGTH + 1))).rejects.toMatchObject({ code: 'field/too-long' });
      await expect(h.portal.sendMessage(foreign.id, 'Ahoj')).rejects.toMatchObject({ code: 'booking/not-found' });
      expect(await h.thread(foreign.id)).toEqual([]);
    });

    it('shows the photographer\'s reply as unread until the couple has seen it (a server marker); another booking\'s thread stays out of reach', async () => {
      const h = await setup();
      const jana = anEmail('jana');
      const asked = appendCoupleMessage(aBooking({ contact: contact(jana), status: 'confirmed' }), [], { text: 'Kdy dorazíte?', by: jana, at: '2025-03-01T09:00:00.000Z' });
      const replied = appendPhotographerReply(asked.booking, [asked.message], { text: 'V 9:00.', by: 'foto@example.cz', at: '2025-03-01T12:00:00.000Z' });
      const foreign = appendPhotographerReply(aBooking({ contact: contact(anEmail('petra')) }), [], { text: 'Tajná odpověď Petře', by: 'foto@example.cz', at: '2025-03-01T12:00:00.000Z' });
      await h.seed(replied.booking, [asked.message, replied.message]);
      await h.seed(foreign.booking, [foreign.message]);
      await h.signInAs(jana);
      const [listed] = await h.portal.myBookings();
      expect(listed).toMatchObject({ id: replied.booking.id, unreadIds: [replied.message.id] });
      expect(JSON.stringify(await h.portal.myBookings())).not.toContain('Tajná odpověď');
      // The answer still shows what was new; the server has recorded the read, so the next listing has nothing new.
      expect((await h.portal.markMessagesRead(replied.booking.id)).unreadIds).toEqual([replied.message.id]);
      expect((await h.portal.myBookings())[0]!.unreadIds).toEqual([]);
      expect((await h.read(replied.booking.id))!.updatedAt).toBe(replied.booking.updatedAt);
      await expect(h.portal.markMessagesRead(foreign.booking.id)).rejects.toMatchObject({ code: 'booking/not-found' });
      expect((await h.read(foreign.booking.id))!.coupleReadAt).toBeUndefined();
    });

    it('saves the billing details: stored, in the history by the couple, refused fields all named and nothing stored; another booking not-found', async () => {
      const { h, own, foreign } = await signedInWithForeign(setup);
      const typed = { name: 'Nováková Studio s.r.o.', street: 'Dlouhá 5', city: 'Praha 1', postalCode: '11000', ico: '27074358', dic: 'CZ27074358' };
      const saved = await h.portal.saveBillingDetails(own.id, typed);
      expect(saved.billing).toEqual({ ...typed, postalCode: '110 00' });
      expect((await h.read(own.id))!.billing).toEqual(saved.billing);
      expect((await h.portal.myBookings()).find((b) => b.id === own.id)?.billing).toEqual(saved.billing);
      const refused = h.portal.saveBillingDetails(own.id, { ...typed, city: '', postalCode: '1', ico: '12345678' });
      await expect(refused).rejects.toMatchObject({ details: { fields: { city: 'field/required', postalCode: 'billing/postcode-invalid', ico: 'billing/ico-invalid' } } });
      expect((await h.read(own.id))!.billing).toEqual(saved.billing);
      expect((await h.portal.saveBillingDetails(own.id, null)).billing).toBeUndefined();
      expect((await h.read(own.id))!.billing).toBeUndefined();
      await expect(h.portal.saveBillingDetails(foreign.id, typed)).rejects.toMatchObject({ code: 'booking/not-found' });
      expect((await h.read(foreign.id))!.billing).toBeUndefined();
    });

    it(`refuses the couple's message past ${COUPLE_MESSAGES_PER_BOOKING} about one booking: portal/message-limit, nothing stored or mailed`, async () => {
      const h = await setup();
      const jana = anEmail('jana');
      const at = '2026-12-01T10:00:00.000Z';
      const base = aBooking({ contact: contact(jana) });
      const full: BookingMessage[] = Array.from({ length: COUPLE_MESSAGES_PER_BOOKING }, (_, i) => ({
        id: bookingMessageId(base.id, i + 1),
        at,
        author: 'couple',
        text: `Zpráva ${i + 1}`,
      }));
      const booking: Booking = { ...base, history: [...base.history, ...full.map(() => ({ at, by: jana, from: 'new', to: 'new', event: 'message' }) as const)] };
      await h.seed(booking, full);
      await h.signInAs(jana);
      await expect(h.portal.sendMessage(booking.id, 'Ještě jedna')).rejects.toMatchObject({ code: 'portal/message-limit' });
      expect(await h.thread(booking.id)).toHaveLength(COUPLE_MESSAGES_PER_BOOKING);
      expect((await h.read(booking.id))!.history).toHaveLength(booking.history.length);
      expect(await h.mailIds(booking.id)).toEqual([]);
      expect((await h.portal.myBookings())[0]!.messages).toHaveLength(COUPLE_MESSAGES_PER_BOOKING);
    });

    it('the GDPR self-service asks for the password again: none or a wrong one exports nothing and erases nothing', async () => {
      const { h, own } = await signedInWithForeign(setup);
      for (const [password, code] of [['', 'auth/reauth-required'], [`${h.password}x`, 'auth/wrong-password']] as const) {
        await expect(h.portal.exportMyData(password), password).rejects.toMatchObject({ code });
        await expect(h.portal.deleteAccount(password), password).rejects.toMatchObject({ code });
      }
      expect(await h.read(own.id)).toMatchObject({ id: own.id, status: 'new' });
      await expect(h.portal.myBookings()).resolves.toHaveLength(1);
      const exported = await h.portal.exportMyData(h.password);
      expect(exported.bookings.map((b) => b.id)).toEqual([own.id]);
      await expect(h.portal.deleteAccount(h.password)).resolves.toMatchObject({ accountDeleted: true, erasedBookings: [own.id] });
      expect(await h.read(own.id)).toBeNull();
    });

    it('an account with a gallery must say what happens to it: no choice is refused and changes nothing; "delete" deletes it', async () => {
      const h = await setup();
      const jana = anEmail('galerie');
      const wedding = aBooking({ status: 'completed', contact: contact(jana) });
      const gallery = aGallery({ id: `galerie${(counter += 1)}x${Date.now().toString(36)}`, bookingId: wedding.id });
      await h.seed(wedding);
      await h.seedGallery(gallery);
      await h.signInAs(jana);
      expect((await h.portal.exportMyData(h.password)).galleries.map((g) => g.id)).toEqual([gallery.id]);
      await expect(h.portal.deleteAccount(h.password)).rejects.toMatchObject({ code: 'privacy/gallery-choice-required' });
      expect(await h.readGallery(gallery.id)).toMatchObject({ id: gallery.id, bookingId: wedding.id });
      await expect(h.portal.deleteAccount(h.password, 'delete')).resolves.toMatchObject({ accountDeleted: true, deletedGalleries: [gallery.id], keptGalleries: [] });
      expect(await h.readGallery(gallery.id)).toBeNull();
      expect(await h.read(wedding.id)).toMatchObject({ status: 'completed' });
    });

    it(`guessing is cut off: the wrong password that reaches ${REAUTHENTICATION.maxWrongPasswords} takes the session back, and then even the right one is refused`, async () => {
      const { h, own } = await signedInWithForeign(setup);
      for (let attempt = 1; attempt < REAUTHENTICATION.maxWrongPasswords; attempt += 1) {
        await expect(h.portal.deleteAccount(`spatne-${attempt}`)).rejects.toMatchObject({ code: 'auth/wrong-password' });
      }
      await expect(h.portal.exportMyData('spatne-posledni')).rejects.toMatchObject({ code: 'auth/reauth-locked' });
      await expect(h.portal.deleteAccount(h.password)).rejects.toMatchObject({ code: 'auth/not-signed-in' });
      await expect(h.portal.myBookings()).rejects.toMatchObject({ code: 'auth/not-signed-in' });
      expect(await h.read(own.id)).toMatchObject({ status: 'new' });
    });
  });
}
