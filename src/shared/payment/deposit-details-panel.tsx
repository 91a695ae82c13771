import { useEffect, useState } from 'react';
import type { DepositInstructions } from '../../../domain/payment/deposit-instructions';
import type { DepositProgress } from '../../../domain/payment/deposit-progress';
import { formatCzk, formatDate, formatHalere } from '../../../domain/formatting/czech';
import { formatIban } from '../../../domain/payment/iban-format';
import { csPayment } from '../../texts/cs-payment';
import { LabelledRows } from '../ui/data-list/data-list';

const t = csPayment;

/** The QR code as an SVG data URL; `qrcode` is loaded only here, so pages without a deposit never download it. */
export async function qrPlatbaImage(spayd: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(spayd, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function QrPlatba({ spayd, alt }: { spayd: string; alt: string }) {
  const [image, setImage] = useState<{ spayd: string; src: string } | 'failed' | null>(null);
  useEffect(() => {
    let current = true;
    qrPlatbaImage(spayd).then(
      (src) => current && setImage({ spayd, src }),
      () => current && setImage('failed'),
    );
    return () => {
      current = false;
    };
  }, [spayd]);
  if (image === 'failed') return <p>{t.qrFailed}</p>;
  if (!image || image.spayd !== spayd) return <p aria-busy="true">{t.qrLoading}</p>;
  return <img className="qr-platba" src={image.src} width={220} height={220} alt={alt} />;
}

/** What the bank brought so far: received, and what is left or what came beyond the deposit. */
function progressRows(progress: DepositProgress | undefined, paid: boolean): Array<[string, string]> {
  if (!progress) return [];
  return [
    [t.received, formatHalere(progress.receivedHalere)],
    ...(!paid && progress.remainingHalere > 0 ? [[t.remaining, formatHalere(progress.remainingHalere)] as [string, string]] : []),
    ...(progress.overpaidHalere > 0 ? [[t.overpaid, formatHalere(progress.overpaidHalere)] as [string, string]] : []),
  ];
}

/**
 * How to pay the deposit, in Czech: amount, account (national form and IBAN), variable symbol, due date, the payee
 * message and the QR Platba image. Takes just the instructions (domain/payment/deposit-instructions.ts), so the
 * reservation lookup and the couple's portal show the same thing. A paid deposit is shown as received, without a QR.
 * What the bank brought (the portal's `progress`) is shown too: a partial deposit gets the rest and a QR for just the
 * rest, an overpaid one its surplus.
 */
export function DepositDetails({ instructions, headingLevel = 3 }: { instructions: DepositInstructions; headingLevel?: 2 | 3 | 4 }) {
  const Heading = (`h${headingLevel}` as const);
  const { progress } = instructions;
  const surplus = progress && progress.overpaidHalere > 0 ? <p>{t.overpaidNote}</p> : null;
  if (instructions.paid) {
    return (
      <section className="deposit-details" aria-label={t.heading}>
        <Heading>{t.heading}</Heading>
        <p>{t.paid}</p>
        {progress ? <LabelledRows className="booking-summary" rows={progressRows(progress, true)} /> : null}
        {surplus}
      </section>
    );
  }
  const rest = progress?.restSpayd && progress.remainingHalere > 0 ? { spayd: progress.restSpayd, amount: formatHalere(progress.remainingHalere) } : null;
  const rows: Array<[string, string]> = [
    [t.amount, formatCzk(instructions.amountCzk)],
    ...progressRows(progress, false),
    ...(instructions.nationalAccount ? [[t.account, instructions.nationalAccount] as [string, string]] : []),
    [t.iban, formatIban(instructions.iban)],
    [t.variableSymbol, instructions.variableSymbol],
    [t.dueDate, formatDate(instructions.dueDate)],
    [t.message, instructions.message],
  ];
  return (
    <section className="deposit-details" aria-label={t.heading}>
      <Heading>{t.heading}</Heading>
      <p>{rest ? t.partialIntro : t.intro}</p>
      <LabelledRows className="booking-summary" rows={rows} />
      {surplus}
      {rest ? (
        <QrPlatba spayd={rest.spayd} alt={t.qrRestAlt(rest.amount, instructions.variableSymbol)} />
      ) : (
        <QrPlatba spayd={instructions.spayd} alt={t.qrAlt(formatCzk(instructions.amountCzk), instructions.variableSymbol)} />
      )}
    </section>
  );
}
