import { isIsoDate } from '../booking/calendar';
import type { FieldErrors, Validation } from '../errors';
import { emailError, normaliseEmail, normalisePhone, phoneError, requiredTextError } from '../validation/fields';

export interface ContactMessageInput {
  name: string;
  email: string;
  phone: string;
  weddingDate: string;
  message: string;
  consent: boolean;
}

export interface ContactMessage {
  name: string;
  email: string;
  phone?: string;
  weddingDate?: string;
  message: string;
  consentAt: string;
}

export type ContactField = keyof ContactMessageInput;

export const CONTACT_LIMITS = { name: 120, message: 5000, messageMin: 10 } as const;

export function emptyContactMessage(): ContactMessageInput {
  return { name: '', email: '', phone: '', weddingDate: '', message: '', consent: false };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A sent ContactMessage (consent as `consentAt`) read back as form input, so whoever receives it (the function, the
 * in-memory fake) re-validates it with the same rule as the form. Anything that is not a string counts as empty.
 */
export function contactMessageInput(raw: unknown): ContactMessageInput {
  const m = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    name: text(m.name),
    email: text(m.email),
    phone: text(m.phone),
    weddingDate: text(m.weddingDate),
    message: text(m.message),
    consent: m.consent === true || (typeof m.consentAt === 'string' && m.consentAt !== ''),
  };
}

/** The one rule for a contact message, used by the form, the server function and the tests. */
export function validateContactMessage(
  input: ContactMessageInput,
  now: Date = new Date(),
): Validation<ContactMessage, ContactField> {
  const errors: FieldErrors<ContactField> = {};
  const nameError = requiredTextError(input.name, CONTACT_LIMITS.name);
  if (nameError) errors.name = nameError;
  const mailError = emailError(input.email);
  if (mailError) errors.email = mailError;
  const telError = phoneError(input.phone, false);
  if (telError) errors.phone = telError;
  if (input.weddingDate !== '' && !isIsoDate(input.weddingDate)) errors.weddingDate = 'date/invalid';
  const messageError = requiredTextError(input.message, CONTACT_LIMITS.message);
  if (messageError) errors.message = messageError;
  else if (input.message.trim().length < CONTACT_LIMITS.messageMin) errors.message = 'message/too-short';
  if (!input.consent) errors.consent = 'consent/required';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const phone = input.phone.trim() === '' ? undefined : normalisePhone(input.phone);
  return {
    ok: true,
    value: {
      name: input.name.trim(),
      email: normaliseEmail(input.email),
      ...(phone ? { phone } : {}),
      ...(input.weddingDate ? { weddingDate: input.weddingDate } : {}),
      message: input.message.trim(),
      consentAt: now.toISOString(),
    },
  };
}
