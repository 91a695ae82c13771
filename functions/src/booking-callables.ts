// The visitor's callables (ports/wire/callable-api.ts), re-exported by index.ts: the bot challenge, a booking request
// and its e-mail's verification, the reservation lookup and the contact form. Client IP and time come from the
// request the server received and its clock, never from the body.
import { acceptBookingRequest } from '../../application/booking/accept-request';
import { lookupReservation as lookup } from '../../application/booking/lookup-reservation';
import { verifyBookingEmail as verifyEmail } from '../../application/booking/verify-email';
import { sendContactMessage } from '../../application/contact/send-contact-message';
import { contactOutbox } from '../../adapters/firestore-admin/firestore-contact-outbox';
import { emailVerifier } from '../../adapters/firestore-admin/firestore-email-verifier';
import { bookingIntake } from '../../adapters/firestore-admin/firestore-intake-unit';
import { reservationFinder } from '../../adapters/firestore-admin/firestore-reservation-finder';
import { serverNow } from '../../adapters/firestore-admin/firestore-server-time';
import { callable } from './callable';
import { bookingPolicy, challenges, dateHoldPolicy, mailSettings, secureRandom, senderSettings } from './call-settings';
import { clientIp } from './client-ip';
import { challengeOptions, db } from './config';
import { cmsDepositSettings } from './deposit-settings';

export const issueChallenge = callable('issueChallenge', async () => challenges().issue(await serverNow(db())), challengeOptions);

export const submitBooking = callable('submitBooking', async (data, request) => {
  const now = await serverNow(db());
  const policy = bookingPolicy();
  const holdPolicy = await dateHoldPolicy();
  return acceptBookingRequest(
    { input: data.input, signals: data.signals, client: clientIp(request.rawRequest), now, policy, holdPolicy, random: secureRandom },
    bookingIntake(db(), now, challenges(), mailSettings()),
  );
}, challengeOptions);

export const lookupReservation = callable('lookupReservation', async (data, request) => {
  const now = await serverNow(db());
  return lookup({ reservationCode: data.reservationCode, email: data.email, client: clientIp(request.rawRequest), now }, reservationFinder(db(), now), cmsDepositSettings);
});

/** The button on the page the receipt mail's link opens: confirms the e-mail and, under a date-hold policy, holds the day. */
export const verifyBookingEmail = callable('verifyBookingEmail', async (data, request) => {
  const now = await serverNow(db());
  const holdPolicy = await dateHoldPolicy();
  return verifyEmail({ token: data.token, client: clientIp(request.rawRequest), now, holdPolicy }, emailVerifier(db(), now));
});

export const submitContactMessage = callable('submitContactMessage', async (data, request) => {
  const now = await serverNow(db());
  return sendContactMessage(
    { message: data.message, signals: data.signals, client: clientIp(request.rawRequest), now },
    contactOutbox(db(), now, senderSettings()),
    challenges(),
  );
}, challengeOptions);
