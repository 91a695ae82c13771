// The photographer's desk over a booking (ports/wire/callable-api.ts), re-exported by index.ts: each call needs the
// admin claim (checked against revocation); a status change or a booking made by hand issues the documents it owes
// before it answers.
import { changeBookingStatus as changeStatus } from '../../application/booking/change-status';
import { createBookingByHand as createByHand } from '../../application/booking/create-booking-by-hand';
import { editBookingDetails } from '../../application/booking/edit-booking-details';
import { eraseBooking } from '../../application/booking/erase-booking';
import { moveBookingDate } from '../../application/booking/move-booking-date';
import { resendMail as resend } from '../../application/mail/resend-mail';
import { bookingEdits } from '../../adapters/firestore-admin/firestore-edit-unit';
import { erasures } from '../../adapters/firestore-admin/firestore-erase-unit';
import { manualBookings } from '../../adapters/firestore-admin/firestore-manual-booking-unit';
import { bookingMoves } from '../../adapters/firestore-admin/firestore-move-unit';
import { resends } from '../../adapters/firestore-admin/firestore-resend-unit';
import { serverNow } from '../../adapters/firestore-admin/firestore-server-time';
import { statusChanges } from '../../adapters/firestore-admin/firestore-status-change-unit';
import { adminCallerOf, callable } from './callable';
import { bookingPolicy, dateHoldPolicy, mailSettings, secureRandom } from './call-settings';
import { db } from './config';
import { issueDocumentsAfter } from './documents-after-event';

export const changeBookingStatus = callable('changeBookingStatus', async (data, request) => {
  const now = await serverNow(db());
  const changed = await changeStatus(
    { caller: await adminCallerOf(request), bookingId: data.bookingId, to: data.to, note: data.note, declineOthers: data.declineOthers, now },
    statusChanges(db()),
    mailSettings(),
  );
  await issueDocumentsAfter([changed.id], now);
  return changed;
});

export const createBookingByHand = callable('createBookingByHand', async (data, request) => {
  const caller = await adminCallerOf(request);
  const now = await serverNow(db());
  const holdPolicy = await dateHoldPolicy();
  const created = await createByHand({ caller, input: data.input, now, policy: bookingPolicy(), holdPolicy, random: secureRandom }, manualBookings(db()), mailSettings());
  await issueDocumentsAfter([created.id], now);
  return created;
});

export const editBooking = callable('editBooking', async (data, request) =>
  editBookingDetails(
    { caller: await adminCallerOf(request), bookingId: data.bookingId, patch: data.patch, now: await serverNow(db()) },
    bookingEdits(db()),
    mailSettings().prices,
  ),
);

export const moveBooking = callable('moveBooking', async (data, request) =>
  moveBookingDate(
    { caller: await adminCallerOf(request), bookingId: data.bookingId, newDate: data.newDate, now: await serverNow(db()), policy: bookingPolicy() },
    bookingMoves(db()),
    mailSettings(),
  ),
);

export const deleteBooking = callable('deleteBooking', async (data, request) =>
  eraseBooking({ caller: await adminCallerOf(request), bookingId: data.bookingId, now: await serverNow(db()) }, erasures(db())),
);

export const resendMail = callable('resendMail', async (data, request) =>
  resend({ caller: await adminCallerOf(request), mailId: data.mailId, now: await serverNow(db()) }, resends(db())),
);
