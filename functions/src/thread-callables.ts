// The booking's thread both ways (issue 22): the photographer's side over the admin claim, the couple's read marker
// over their Strapi session, through the same portal store as their other portal calls (portal-store.ts).
import { bookingThreads } from '../../adapters/firestore-admin/firestore-booking-thread';
import { serverNow } from '../../adapters/firestore-admin/firestore-server-time';
import { openBookingThread as openThread, replyToCouple as reply } from '../../application/booking/booking-thread';
import { markMyMessagesRead as markRead } from '../../application/portal/couple-portal';
import { adminCallerOf, callable } from './callable';
import { mailSettings } from './call-settings';
import { clientIp } from './client-ip';
import { db } from './config';
import { portalStore } from './portal-store';

export const openBookingThread = callable('openBookingThread', async (data, request) =>
  openThread({ caller: await adminCallerOf(request), bookingId: data.bookingId, now: await serverNow(db()) }, bookingThreads(db())),
);

export const replyToCouple = callable('replyToCouple', async (data, request) =>
  reply({ caller: await adminCallerOf(request), bookingId: data.bookingId, text: data.text, now: await serverNow(db()) }, bookingThreads(db()), mailSettings()),
);

export const markMyMessagesRead = callable('markMyMessagesRead', async (data, request) => {
  const now = await serverNow(db());
  return markRead({ session: data.session, bookingId: data.bookingId, client: clientIp(request.rawRequest), now }, portalStore(now));
});
