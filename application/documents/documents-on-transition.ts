import type { Booking, BookingStatus } from '../../domain/booking/booking';
import { deskMarkedPayment, documentsDue, withInvoicePolicy, type PendingDocument, type ReceivedPayment } from '../../domain/documents/pending-document';
import type { MailContext } from '../../domain/mail/templates/parts';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import { depositInstructions } from '../../domain/payment/deposit-instructions';
import type { MailSettings } from '../../ports/units/mail-settings-port';

/** The photographer's document policy as read once before a unit (null: this deployment issues no documents). */
export interface DocumentDutiesNow {
  readonly depositInvoiceAfterContract: boolean;
}

/** Read before the unit, like the mail context: a retried transaction must not call the CMS again. */
export async function documentDutiesNow(settings: MailSettings): Promise<DocumentDutiesNow | null> {
  if (!settings.documents) return null;
  let afterContract = false;
  try {
    afterContract = await settings.documents.depositInvoiceAfterContract();
  } catch {
    // A policy that cannot be read issues as the law asks at least: the invoice at confirmation.
  }
  return { depositInvoiceAfterContract: afterContract };
}

/**
 * The documents a status change owes and the mail the change still queues itself (null when a pending document holds
 * it until the document is attached). `payment`: the bank's movement that settled the deposit; a deposit marked paid
 * at the desk is the desk's own payment of what the bank had not brought (deskMarkedPayment). `receivedHalere`: what
 * the bank brought the booking before the change (the unit's receivedFor).
 */
export function documentsOnTransition(
  duties: DocumentDutiesNow | null,
  before: BookingStatus,
  after: Booking,
  { context, mail, payment = null, receivedHalere = 0 }: { context: MailContext; mail: OutgoingMail | null; payment?: ReceivedPayment | null; receivedHalere?: number },
): { mail: OutgoingMail | null; documents: PendingDocument[] } {
  if (!duties) return { mail, documents: [] };
  const deposit = depositInstructions(after, context.deposit ?? null);
  const received = payment ?? (after.status === 'deposit-paid' ? deskMarkedPayment(after, deposit, context.now, receivedHalere) : null);
  const due = documentsDue(before, after, { deposit, payment: received, mail, now: context.now, receivedHalere, ...(context.deposit ? { dueDays: context.deposit.dueDays } : {}) });
  const documents = withInvoicePolicy(due, duties.depositInvoiceAfterContract);
  const held = documents.some((document) => document.mail !== null && document.mail.id === mail?.id);
  return { mail: held ? null : mail, documents };
}
