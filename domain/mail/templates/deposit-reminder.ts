import type { Booking } from '../../booking/booking';
import { formatCzk } from '../../formatting/czech';
import type { MailMessage } from '../outgoing-mail';
import { depositBlocks, mailDeposit, qrPlatbaAttachments } from './deposit-details';
import { composeMail, COUPLE_FOOTER, czechDay, greeting, replyHint, signature, weddingFacts, type MailContext } from './parts';

export interface DepositDue {
  /** The day the deposit is due (ISO `YYYY-MM-DD`). */
  dueDate: string;
  /** The amount, when the scheduler knows it. */
  amountCzk?: number;
}

/** The couple's reminder that the deposit is due in a few days and not yet marked paid, and why it matters. */
export function depositReminderMail(booking: Booking, context: MailContext, due: DepositDue): MailMessage {
  const day = czechDay(booking.weddingDate);
  const dueDay = czechDay(due.dueDate);
  // The same amount and details as the confirmation and the reservation page (domain/payment), when configured.
  const deposit = mailDeposit(booking, context);
  const amountCzk = deposit?.amountCzk ?? due.amountCzk;
  const amount = amountCzk !== undefined && Number.isFinite(amountCzk) ? ` ve výši ${formatCzk(amountCzk)}` : '';
  const qr = qrPlatbaAttachments(deposit, context);
  return composeMail(
    {
      subject: `Připomínka: záloha za svatební focení je splatná ${dueDay} (${booking.reservationCode})`,
      preheader: `Záloha${amount} je splatná ${dueDay}. Pokud už je zaplacená, děkuji.`,
      blocks: [
        { kind: 'heading', text: 'Připomínka zálohy' },
        greeting,
        {
          kind: 'paragraph',
          text: `dovoluji si připomenout, že záloha za svatební focení${amount} je splatná ${dueDay}. Jakmile dorazí, je termín ${day} závazně Váš.`,
        },
        {
          kind: 'paragraph',
          text: `${deposit ? 'Platební údaje najdete níže.' : 'Platební údaje najdete ve smlouvě.'} Pokud jste zálohu už poslali, děkuji – platba se s tímto e-mailem nejspíš minula.`,
        },
        ...depositBlocks(deposit, qr.length > 0),
        weddingFacts(booking),
        replyHint,
        signature,
      ],
      ...(qr.length ? { attachments: qr } : {}),
    },
    context,
    COUPLE_FOOTER,
  );
}
