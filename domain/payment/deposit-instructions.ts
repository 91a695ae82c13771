import type { Booking } from '../booking/booking';
import { takesDate } from '../booking/booking-status';
import { addDays, pragueDate } from '../booking/calendar';
import { AWAITING_DEPOSIT, depositDueDate } from '../booking/reminders';
import { depositAmount, type DepositSettings } from './deposit';
import type { DepositProgress } from './deposit-progress';
import { czechNationalAccount } from './iban';
import { SPAYD_LIMITS, spaydString } from './spayd';
import { variableSymbol } from './variable-symbol';

/** What the couple needs to pay the deposit: the same facts on the reservation page, the portal and the e-mail. */
export interface DepositInstructions {
  amountCzk: number;
  /** Electronic format. */
  iban: string;
  /** The Czech national form (`19-2000145399/0800`) of a Czech IBAN. */
  nationalAccount?: string;
  variableSymbol: string;
  /** ISO `YYYY-MM-DD`, a Prague calendar day. */
  dueDate: string;
  /** The QR Platba payload (domain/payment/spayd.ts). */
  spayd: string;
  /** The message for the payee, as in the QR code. */
  message: string;
  /** The photographer marked the deposit paid: show it as received, not as a request to pay. */
  paid: boolean;
  /** What the bank brought so far (domain/payment/deposit-progress.ts withPayments); absent when nothing came yet. */
  progress?: DepositProgress;
}

/** The payee's message: what the payment is for and whose, at most SPAYD's 60 characters. */
export function depositMessage(booking: Pick<Booking, 'reservationCode' | 'contact'>): string {
  return [...`Záloha svatba ${booking.reservationCode} ${booking.contact.coupleNames}`.replace(/\s+/g, ' ').trim()]
    .slice(0, SPAYD_LIMITS.msg)
    .join('')
    .trim();
}

/**
 * The deposit instructions of a booking, or null when there is nothing to pay: the booking does not hold its date
 * (a request, a declined or cancelled booking), the photographer configured no deposit, or the rule asks none (a
 * percentage without an agreed package price). The amount comes from the prices stored with the booking, so a later
 * change of the price list never changes it. The due date is depositDueDate's (confirmation + due days, Prague day);
 * a booking whose history lacks the confirmation (entered by hand as confirmed) counts from the day it was created.
 * The variable symbol is the one stored when the booking took its date (unchanged by a later move), else derived.
 */
export function depositInstructions(
  booking: Pick<Booking, 'status' | 'history' | 'pricing' | 'weddingDate' | 'reservationCode' | 'contact' | 'createdAt' | 'variableSymbol'>,
  settings: DepositSettings | null,
): DepositInstructions | null {
  if (!settings || !takesDate(booking.status)) return null;
  const amountCzk = depositAmount(booking.pricing, settings.rule);
  if (amountCzk === null) return null;
  const dueDate = depositDueDate(booking, settings.dueDays) ?? addDays(pragueDate(new Date(booking.createdAt)), settings.dueDays);
  // The symbol stored when the booking took its date; derived for bookings confirmed before it was stored.
  const symbol = booking.variableSymbol ?? variableSymbol(booking);
  const message = depositMessage(booking);
  const nationalAccount = czechNationalAccount(settings.iban);
  return {
    amountCzk,
    iban: settings.iban,
    ...(nationalAccount ? { nationalAccount } : {}),
    variableSymbol: symbol,
    dueDate,
    spayd: spaydString({ iban: settings.iban, amountCzk, variableSymbol: symbol, dueDate, message }),
    message,
    paid: booking.status !== AWAITING_DEPOSIT,
  };
}
