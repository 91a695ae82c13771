// The couple's portal (ports/wire/callable-api.ts), re-exported by index.ts: their bookings, a request withdrawn,
// their billing details and a message to the photographer, each proven with the visitor's Strapi session.
import { listMyBookings, saveMyBillingDetails as saveCoupleBillingDetails, sendMyMessage, withdrawMyBooking } from '../../application/portal/couple-portal';
import { serverNow } from '../../adapters/firestore-admin/firestore-server-time';
import { callable } from './callable';
import { clientIp } from './client-ip';
import { db } from './config';
import { portalStore } from './portal-store';

export const myBookings = callable('myBookings', async (data, request) => {
  const now = await serverNow(db());
  return { bookings: await listMyBookings({ session: data.session, client: clientIp(request.rawRequest), now }, portalStore(now)) };
});

export const withdrawBooking = callable('withdrawBooking', async (data, request) => {
  const now = await serverNow(db());
  return withdrawMyBooking({ session: data.session, bookingId: data.bookingId, client: clientIp(request.rawRequest), now }, portalStore(now));
});

export const saveMyBillingDetails = callable('saveMyBillingDetails', async (data, request) => {
  const now = await serverNow(db());
  return saveCoupleBillingDetails({ session: data.session, bookingId: data.bookingId, billing: data.billing, client: clientIp(request.rawRequest), now }, portalStore(now));
});

export const sendBookingMessage = callable('sendBookingMessage', async (data, request) => {
  const now = await serverNow(db());
  return sendMyMessage({ session: data.session, bookingId: data.bookingId, text: data.text, client: clientIp(request.rawRequest), now }, portalStore(now));
});
