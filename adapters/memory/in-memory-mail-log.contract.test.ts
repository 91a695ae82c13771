import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { mailLogContract } from '../../tests/contracts/mail-log.contract';
import { InMemoryAuth } from './in-memory-auth';
import { InMemoryBookingAdmin } from './in-memory-booking-admin';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryMailLog } from './in-memory-mail-log';
import { InMemoryOutbox } from './in-memory-outbox';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import { DEMO_ADMIN, DEMO_VISITOR, demoMailSettings, signedInAs } from '../../tests/support/memory-sessions';

const admin = DEMO_ADMIN;
const visitor = DEMO_VISITOR;

async function harness(options: MemoryAdapterOptions = {}) {
  const bookings = new InMemoryBookingRepository(options);
  const outbox = new InMemoryOutbox(options);
  const adminAuth = await signedInAs(options, admin);
  const mail = demoMailSettings(options);
  return {
    outbox,
    admin: new InMemoryMailLog(outbox, adminAuth, options),
    visitor: new InMemoryMailLog(outbox, await signedInAs(options, visitor), options),
    desk: new InMemoryBookingAdmin(bookings, adminAuth, options, outbox, mail),
    bookings,
    deliver: async (id: string, delivery: Parameters<InMemoryOutbox['deliver']>[1]) => outbox.deliver(id, delivery),
  };
}

mailLogContract('in-memory', () => harness());

describe('InMemoryMailLog specifics', () => {
  it('stories and tests can seed the outbox with delivery states through the options', async () => {
    const h = await harness({
      mails: [
        {
          mail: { id: 'b-1-couple', bookingId: 'b-1', to: 'jana@example.cz', message: { subject: 'Přijali jsme vaši poptávku', text: 't', html: '<p>t</p>' } },
          queuedAt: '2027-01-15T09:30:00.000Z',
          delivery: { state: 'ERROR', attempts: 3, error: '550 no such user' },
        },
      ],
    });
    expect(await h.admin.mailsOf('b-1')).toEqual([
      { id: 'b-1-couple', bookingId: 'b-1', to: 'jana@example.cz', subject: 'Přijali jsme vaši poptávku', queuedAt: '2027-01-15T09:30:00.000Z', delivery: { state: 'ERROR', attempts: 3, error: '550 no such user' } },
    ]);
    expect(await h.admin.failedDeliveries(['b-2', 'b-1'])).toEqual(['b-1']);
  });

  it('an anonymous caller gets auth/not-signed-in', async () => {
    const options: MemoryAdapterOptions = {};
    const anonymous = new InMemoryMailLog(new InMemoryOutbox(options), new InMemoryAuth(options), options);
    await expect(anonymous.mailsOf('b-1')).rejects.toMatchObject({ code: 'auth/not-signed-in' });
  });
});
