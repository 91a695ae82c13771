import { useEffect, useState } from 'react';
import { agreedPrices } from '../../../domain/booking/agreed-pricing';
import type { Booking } from '../../../domain/booking/booking';
import { formatCzk, formatDate, formatHalere } from '../../../domain/formatting/czech';
import { DEFAULT_REMINDER_SETTINGS } from '../../../domain/booking/reminders';
import { depositAmount, readDepositSettings, type DepositSettings } from '../../../domain/payment/deposit';
import { depositInstructions } from '../../../domain/payment/deposit-instructions';
import { withPayments, type DepositProgress } from '../../../domain/payment/deposit-progress';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { csAdmin } from '../../texts/cs-admin';
import { csPayment } from '../../texts/cs-payment';

const t = csPayment.admin;

/** What the bank brought towards this booking (the import's record); null while nothing did or it cannot be read. */
function useReceived(bookingId: string, version: string): number | null {
  const bank = useService(TOKENS.BankDesk);
  const [received, setReceived] = useState<{ bookingId: string; halere: number } | null>(null);
  useEffect(() => {
    let current = true;
    bank.depositPayments(bookingId).then(
      (payments) => current && setReceived(payments ? { bookingId, halere: payments.receivedHalere } : null),
      // The deposit line stays as the settings give it: the payments record is extra, never a reason to fail the page.
      () => current && setReceived(null),
    );
    return () => {
      current = false;
    };
  }, [bank, bookingId, version]);
  return received?.bookingId === bookingId ? received.halere : null;
}

/** "5 000 Kč · zbývá 6 700 Kč" or "· přeplatek 300 Kč", in haléře as the bank counts. */
function receivedLine(received: number, progress: DepositProgress | undefined, paid: boolean): string {
  const parts = [formatHalere(received)];
  if (progress && progress.remainingHalere > 0 && !paid) parts.push(`${t.remaining} ${formatHalere(progress.remainingHalere)}`);
  if (progress && progress.overpaidHalere > 0) parts.push(`${t.overpaid} ${formatHalere(progress.overpaidHalere)}`);
  return parts.join(' · ');
}

/**
 * The prices the booking was requested at (or "cena neznámá" for one stored before prices were kept) and the deposit
 * the photographer can expect, by the same rules as the couple's instructions. Marking it paid stays her action
 * (the status change). Site settings that cannot be read show no deposit line rather than a guess. What the bank
 * brought is shown beside it (received, what is left or the surplus), the same record the couple's portal counts.
 */
export function BookingDeposit({ booking }: { booking: Booking }) {
  const content = useService(TOKENS.ContentBackend);
  const [settings, setSettings] = useState<DepositSettings | null>(null);
  useEffect(() => {
    let current = true;
    content.getSiteSettings().then(
      // The web app has no deployment param for the days to pay: a CMS without them means the reminders' default.
      (site) => current && setSettings(readDepositSettings(site.deposit, DEFAULT_REMINDER_SETTINGS.depositDueDays)),
      () => current && setSettings(null),
    );
    return () => {
      current = false;
    };
  }, [content]);

  const received = useReceived(booking.id, booking.updatedAt);
  const prices = agreedPrices(booking);
  const amount = settings ? depositAmount(booking.pricing, settings.rule) : null;
  const asked = depositInstructions(booking, settings);
  const instructions = asked && withPayments(asked, received ?? 0);
  const due = instructions ? formatDate(instructions.dueDate) : booking.status === 'new' ? t.notYet : null;
  return (
    <section aria-labelledby="cena-a-zaloha">
      <h2 id="cena-a-zaloha">{t.heading}</h2>
      <dl className="admin-fields">
        <div>
          <dt>{t.agreedPrices}</dt>
          <dd>
            {prices.known ? (
              <ul>
                {prices.package ? <li>{`${prices.package.name} (${t.packageNote}): ${formatCzk(prices.package.priceCzk)}`}</li> : null}
                {prices.extras.map((extra) => (
                  <li key={extra.slug}>{`${extra.name} (${t.extraNote}): ${formatCzk(extra.priceCzk)}`}</li>
                ))}
                <li>{`${t.total}: ${formatCzk(prices.totalCzk)}`}</li>
              </ul>
            ) : (
              t.priceUnknown
            )}
          </dd>
        </div>
        {settings ? (
          <div>
            <dt>{t.expectedDeposit}</dt>
            <dd>
              {amount === null ? t.noDeposit : formatCzk(amount)}
              {amount !== null && due ? ` · ${t.dueDate} ${due}` : ''}
              {instructions?.paid ? ` · ${t.paid}` : ''}
            </dd>
          </div>
        ) : null}
        {received ? (
          <div>
            <dt>{t.received}</dt>
            <dd>{receivedLine(received, instructions?.progress, instructions?.paid ?? false)}</dd>
          </div>
        ) : null}
        {instructions ? (
          <div>
            <dt>{t.variableSymbol}</dt>
            <dd>{instructions.variableSymbol}</dd>
          </div>
        ) : null}
      </dl>
      {instructions && !instructions.paid ? <p>{t.hint(csAdmin.status['deposit-paid'])}</p> : null}
    </section>
  );
}
