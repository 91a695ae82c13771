import { randomUUID } from 'node:crypto';
import { onCall } from 'firebase-functions/v2/https';
import { MAIL } from '../../adapters/firebase/booking-document';
import { looksLikeBot } from '../../domain/booking/booking-request';
import { contactMessageInput, validateContactMessage } from '../../domain/contact/contact-message';
import { callableOptions, db, LIMITS, PHOTOGRAPHER_EMAIL } from './config';
import { fieldFailure, guarded } from './errors';
import { contactMail } from './mail';
import { bumpRates, clientIp, readRates } from './rate-limit';
import { readSignals } from './submit-booking';

/** A contact-form message becomes one outbox mail to the photographer (reply-to the sender); nothing else is kept. */
export const submitContactMessage = onCall(callableOptions, (request) =>
  guarded('submitContactMessage', async (): Promise<{ ok: true }> => {
    const data = (request.data ?? {}) as { message?: unknown; signals?: unknown };
    const now = new Date();
    // Same answer as for a person so a bot learns nothing; nothing is stored or sent. Missing signals count as a bot.
    if (looksLikeBot(readSignals(data.signals, now.getTime()))) return { ok: true };
    const validation = validateContactMessage(contactMessageInput(data.message), now);
    if (!validation.ok) throw fieldFailure(validation.errors);
    const message = validation.value;
    const store = db();
    const mail = contactMail(`contact-${randomUUID()}`, message, PHOTOGRAPHER_EMAIL.value());
    await store.runTransaction(
      async (tx) => {
        const rates = await readRates(
          tx,
          [
            { key: `contact-email:${message.email}`, limit: LIMITS.contactPerEmail, code: 'contact/rate-limited' },
            { key: `contact-ip:${clientIp(request.rawRequest)}`, limit: LIMITS.contactPerIp, code: 'contact/rate-limited' },
          ],
          now,
        );
        tx.set(store.collection(MAIL).doc(mail.id), mail.data);
        bumpRates(tx, rates);
      },
      { maxAttempts: 10 },
    );
    return { ok: true };
  }),
);
