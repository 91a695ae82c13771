import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { InMemoryAuth } from './in-memory-auth';
import { InMemoryBookingAdmin } from './in-memory-booking-admin';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryContentBackend } from './in-memory-content-backend';
import { InMemoryOutbox, memoryMailSettings } from './in-memory-outbox';
import { demoContent } from './demo-content/demo-content';
import { bookingAdminContract } from '../../tests/contracts/booking-admin.contract';
import { aBooking } from '../../tests/support/booking-mother';
import type { MemoryAdapterOptions } from './memory-adapter-options';

const admin = DEMO_ACCOUNTS.find((a) => a.roles.includes('admin'))!;
const visitor = DEMO_ACCOUNTS.find((a) => !a.roles.includes('admin'))!;

const mailSettings = (options: MemoryAdapterOptions) => memoryMailSettings('https://www.terezanovakova-foto.cz', new InMemoryContentBackend(demoContent, options));

async function signedIn(options: MemoryAdapterOptions, repository: InMemoryBookingRepository, email: string, password: string, outbox = new InMemoryOutbox()) {
  const auth = new InMemoryAuth(options);
  await auth.signIn({ identifier: email, password });
  return new InMemoryBookingAdmin(repository, auth, options, outbox, mailSettings(options));
}


async function harness() {
  // Latency makes the race real: both confirmations are in flight before either writes.
  const options: MemoryAdapterOptions = { latencyMs: 2 };
  const bookings = new InMemoryBookingRepository(options);
  const outbox = new InMemoryOutbox();
  const port = await signedIn(options, bookings, admin.email, admin.password, outbox);
  return {
    port,
    outbox,
    harness: {
      admin: port,
      otherAdmin: await signedIn(options, bookings, admin.email, admin.password, outbox),
      visitor: await signedIn(options, bookings, visitor.email, visitor.password, outbox),
      bookings,
      adminEmail: admin.email,
      statusMails: async (id: string) =>
        outbox
          .list()
          .filter((m) => m.id.startsWith(`${id}-status-`))
          .map((m) => ({ id: m.id, to: m.to })),
      movedMails: async (id: string) =>
        outbox
          .list()
          .filter((m) => m.id.startsWith(`${id}-moved-`))
          .map((m) => ({ id: m.id, to: m.to, subject: m.message.subject })),
    },
  };
}

bookingAdminContract('in-memory', async () => (await harness()).harness);

describe('InMemoryBookingAdmin specifics', () => {
  it('an anonymous caller gets auth/not-signed-in and invalid dates date/invalid', async () => {
    const options: MemoryAdapterOptions = {};
    const bookings = new InMemoryBookingRepository(options);
    const anonymous = new InMemoryBookingAdmin(bookings, new InMemoryAuth(options), options, new InMemoryOutbox(), mailSettings(options));
    await expect(anonymous.blockDate('2027-01-01')).rejects.toMatchObject({ code: 'auth/not-signed-in' });
    const { port } = await harness();
    await expect(port.blockDate('2027-02-30')).rejects.toMatchObject({ code: 'date/invalid' });
  });

  it('confirming queues the couple\'s confirmation as the functions write it, with the wedding as an .ics attachment', async () => {
    const { port, outbox, harness: h } = await harness();
    const booking = await h.bookings.create(aBooking({ weddingDate: '2027-08-14', reservationCode: 'H3WD-9RTA', packageSlug: 'obrad' }));
    await port.changeStatus(booking.id, 'confirmed');
    const [mail] = outbox.list();
    expect(mail).toMatchObject({ id: `${booking.id}-status-1`, to: booking.contact.email, replyTo: 'fotograf@example.cz' });
    expect(mail!.message.subject).toBe('Termín svatebního focení je potvrzený (H3WD-9RTA)');
    expect(mail!.message.text).toContain('- Obřad (balíček): 18\u00A0000\u00A0Kč');
    expect(mail!.message.attachments).toEqual([
      { filename: 'svatba-2027-08-14.ics', content: expect.stringContaining('DTSTART;VALUE=DATE:20270814'), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
    ]);
  });

  it('keeps days off in the demo storage across a reload', async () => {
    const saved = new Map<string, string>();
    const storage = { getItem: (k: string) => saved.get(k) ?? null, setItem: (k: string, v: string) => void saved.set(k, v), removeItem: (k: string) => void saved.delete(k) };
    const options: MemoryAdapterOptions = { storage, bookings: [aBooking({ id: 'b-1' })] };
    const port = await signedIn(options, new InMemoryBookingRepository(options), admin.email, admin.password);
    await port.blockDate('2027-03-06');
    await port.saveNotes('b-1', 'poznámka');
    const reloaded = new InMemoryBookingRepository(options);
    expect(await reloaded.listDateLocks('2027-03-01', '2027-03-31')).toEqual([{ date: '2027-03-06', reason: 'blocked' }]);
    expect((await reloaded.get('b-1'))?.internalNotes).toBe('poznámka');
  });
});
