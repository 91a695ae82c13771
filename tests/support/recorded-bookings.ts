import { InMemoryBookingRepository } from '../../adapters/memory/in-memory-booking-repository';
import type { Booking, BookingStatus, DateLock } from '../../domain/booking/booking';
import type { BookingQuery, BookingRepository } from '../../ports/booking-repository-port';

/**
 * The bookings fake (it passes the port's contract) with its reads recorded: what a use case asks the port for, and
 * how much, is what a test of a bounded read is about.
 */
export function recordedBookings(bookings: Booking[], options: { dateLocks?: DateLock[]; now?: Date } = {}) {
  const fake = new InMemoryBookingRepository({ bookings, dateLocks: options.dateLocks ?? [], ...(options.now ? { now: () => options.now! } : {}) });
  const calls: string[] = [];
  const queries: BookingQuery[] = [];
  const port: BookingRepository = Object.assign(Object.create(fake) as BookingRepository, {
    list: (query: BookingQuery) => (calls.push('list'), queries.push(query), fake.list(query)),
    get: (id: string) => (calls.push(`get:${id}`), fake.get(id)),
    countByStatus: () => (calls.push('countByStatus'), fake.countByStatus()),
    countWithStatus: (status: BookingStatus) => (calls.push(`countWithStatus:${status}`), fake.countWithStatus(status)),
    openRequestsOn: (dates: readonly string[]) => (calls.push(`openRequestsOn:${[...new Set(dates)].sort().join(',')}`), fake.openRequestsOn(dates)),
  });
  return { port, calls, queries };
}
