// @vitest-environment node
import 'reflect-metadata';
import { bookingThreadContract } from '../../tests/contracts/booking-thread.contract';
import { DEMO_ADMIN, DEMO_VISITOR, demoMailSettings, signedInAs } from '../../tests/support/memory-sessions';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryBookingThread } from './in-memory-booking-thread';
import { InMemoryOutbox } from './in-memory-outbox';
import type { MemoryAdapterOptions } from './memory-adapter-options';

bookingThreadContract('in-memory', async () => {
  const options: MemoryAdapterOptions = {};
  const bookings = new InMemoryBookingRepository(options);
  const outbox = new InMemoryOutbox(options);
  const mail = demoMailSettings(options);
  return {
    admin: new InMemoryBookingThread(bookings, await signedInAs(options, DEMO_ADMIN), options, outbox, mail),
    visitor: new InMemoryBookingThread(bookings, await signedInAs(options, DEMO_VISITOR), options, outbox, mail),
    seed: async (booking, thread = []) => {
      await bookings.put(booking);
      for (const message of thread) await bookings.addMessage(booking.id, message);
    },
    read: (id) => bookings.get(id),
    thread: (id) => bookings.thread(id),
    mailIds: async (id) => outbox.list().filter((m) => m.bookingId === id).map((m) => m.id),
  };
});
