import { describe, expect, it } from 'vitest';
import { listBookingDocuments } from '../../application/documents/list-booking-documents';
import { documentReadersOnFakes } from '../../tests/support/document-readers';

async function setUp() {
  const fakes = await documentReadersOnFakes();
  const issued = await fakes.issue('deposit-invoice', new Date('2027-03-10T09:00:00Z'));
  return { ...fakes, issued };
}

describe('listBookingDocuments', () => {
  it('gives the couple their own booking\'s documents, and an admin any booking\'s', async () => {
    const { readers, janas, issued, counted } = await setUp();
    expect(await listBookingDocuments({ caller: null, session: 'jwt-jana', bookingId: janas.id, client: '10.0.0.1' }, readers)).toEqual([issued]);
    expect(counted.length, 'the call counts against the portal\'s limits').toBeGreaterThan(0);
    const admin = { uid: 'fotografka', admin: true };
    expect(await listBookingDocuments({ caller: admin, session: undefined, bookingId: janas.id, client: '10.0.0.1' }, readers)).toEqual([issued]);
  });

  it('refuses another couple\'s booking exactly as a missing one, and a caller without a session', async () => {
    const { readers, janas } = await setUp();
    await expect(listBookingDocuments({ caller: null, session: 'jwt-petra', bookingId: janas.id, client: '10.0.0.2' }, readers)).rejects.toMatchObject({ code: 'booking/not-found' });
    await expect(listBookingDocuments({ caller: null, session: 'jwt-petra', bookingId: 'booking-none', client: '10.0.0.2' }, readers)).rejects.toMatchObject({ code: 'booking/not-found' });
    const signedInNotAdmin = { uid: 'u-1', admin: false };
    await expect(listBookingDocuments({ caller: signedInNotAdmin, session: undefined, bookingId: janas.id, client: '10.0.0.3' }, readers)).rejects.toMatchObject({ code: 'auth/not-signed-in' });
    await expect(listBookingDocuments({ caller: null, session: 'jwt-jana', bookingId: '../x/y', client: '10.0.0.1' }, readers)).rejects.toMatchObject({ code: 'id/invalid' });
  });
});
