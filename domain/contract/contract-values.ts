import { agreedPrices } from '../booking/agreed-pricing';
import type { Booking } from '../booking/booking';
import { DomainError } from '../errors';
import { formatCzk, formatDate } from '../formatting/czech';
import type { DepositInstructions } from '../payment/deposit-instructions';
import type { ContractPlaceholder } from './contract-template';

/** What a value reads when the booking has none (no venue yet, no extras, no deposit asked). */
const NONE = '—';

export type ContractBooking = Pick<Booking, 'contact' | 'weddingDate' | 'ceremonyTime' | 'venue' | 'town' | 'reservationCode' | 'pricing'>;

/**
 * Every placeholder's value for one booking. Prices come only from the prices stored with the booking when it was
 * requested (agreedPrices), never from today's price list, so a later price change never changes a contract; a
 * booking without stored prices cannot have a contract (`contract/prices-unknown`) rather than one saying "0 Kč".
 * The deposit is the one the couple is asked to pay (depositInstructions over the same stored prices), or none.
 */
export function contractValues(booking: ContractBooking, deposit: Pick<DepositInstructions, 'amountCzk' | 'dueDate'> | null): Record<ContractPlaceholder, string> {
  const prices = agreedPrices(booking);
  if (!prices.known) throw new DomainError('contract/prices-unknown', 'The booking has no agreed prices');
  const place = [booking.venue, booking.town].map((part) => part?.trim()).filter(Boolean).join(', ');
  const extras = prices.extras.map((extra) => `${extra.name} (${formatCzk(extra.priceCzk)})`).join(', ');
  const rest = deposit ? prices.totalCzk - deposit.amountCzk : prices.totalCzk;
  return {
    snoubenci: booking.contact.coupleNames,
    email: booking.contact.email,
    datum: formatDate(booking.weddingDate),
    cas_obradu: booking.ceremonyTime ?? NONE,
    misto: place || NONE,
    rezervace: booking.reservationCode,
    balicek: prices.package ? `${prices.package.name} (${formatCzk(prices.package.priceCzk)})` : NONE,
    doplnky: extras || NONE,
    cena: formatCzk(prices.totalCzk),
    zaloha: deposit ? formatCzk(deposit.amountCzk) : NONE,
    splatnost_zalohy: deposit ? formatDate(deposit.dueDate) : NONE,
    doplatek: formatCzk(Math.max(rest, 0)),
  };
}
