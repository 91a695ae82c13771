import type { Booking } from '../../booking/booking';
import { formatCzk } from '../../formatting/czech';
import { depositInstructions, type DepositInstructions } from '../../payment/deposit-instructions';
import { formatIban } from '../../payment/iban-format';
import type { MailBlock } from '../mail-layout';
import type { MailAttachment } from '../outgoing-mail';
import { czechDay, type MailContext } from './parts';

/** The file name of the QR Platba image the couple's mails attach. */
export const QR_PLATBA_FILENAME = 'qr-platba.png';

/** The deposit the mail asks for: the same instructions as the reservation page shows (domain/payment). */
export function mailDeposit(booking: Booking, context: MailContext): DepositInstructions | null {
  return depositInstructions(booking, context.deposit ?? null);
}

/**
 * The payment details in the mail: amount, account (national form and IBAN), variable symbol, due date, and a word
 * about the QR Platba image when one is attached. Nothing without instructions.
 */
export function depositBlocks(instructions: DepositInstructions | null, withQr: boolean): MailBlock[] {
  if (!instructions) return [];
  const rows = [
    { label: 'Částka', value: formatCzk(instructions.amountCzk) },
    ...(instructions.nationalAccount ? [{ label: 'Číslo účtu', value: instructions.nationalAccount }] : []),
    { label: 'IBAN', value: formatIban(instructions.iban) },
    { label: 'Variabilní symbol', value: instructions.variableSymbol },
    { label: 'Splatnost', value: czechDay(instructions.dueDate) },
    { label: 'Zpráva pro příjemce', value: instructions.message },
  ];
  return [
    { kind: 'facts', title: 'Záloha', rows },
    {
      kind: 'paragraph',
      text: withQr
        ? 'Nejrychleji zaplatíte naskenováním QR Platby z přílohy v aplikaci své banky. Údaje se vyplní samy.'
        : 'Platbu můžete zadat podle údajů výše, QR Platbu najdete také u své rezervace na webu.',
    },
  ];
}

/** The QR Platba code as a PNG attachment, when the deployment can draw one. */
export function qrPlatbaAttachments(instructions: DepositInstructions | null, context: MailContext): MailAttachment[] {
  if (!instructions || !context.qrPng || instructions.paid) return [];
  return [{ filename: QR_PLATBA_FILENAME, content: context.qrPng(instructions.spayd), contentType: 'image/png', encoding: 'base64' }];
}
