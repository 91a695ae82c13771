import { useEffect, useState } from 'react';
import type { DepositInstructions } from '../../../domain/payment/deposit-instructions';
import { formatCzk, formatDate } from '../../../domain/formatting/czech';
import { formatIban } from '../../../domain/payment/iban-format';
import { csPayment } from '../../texts/cs-payment';

const t = csPayment;

/** The QR code as an SVG data URL; `qrcode` is loaded only here, so pages without a deposit never download it. */
export async function qrPlatbaImage(spayd: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(spayd, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function QrPlatba({ instructions }: { instructions: DepositInstructions }) {
  const [image, setImage] = useState<{ spayd: string; src: string } | 'failed' | null>(null);
  useEffect(() => {
    let current = true;
    qrPlatbaImage(instructions.spayd).then(
      (src) => current && setImage({ spayd: instructions.spayd, src }),
      () => current && setImage('failed'),
    );
    return () => {
      current = false;
    };
  }, [instructions.spayd]);
  if (image === 'failed') return <p>{t.qrFailed}</p>;
  if (!image || image.spayd !== instructions.spayd) return <p aria-busy="true">{t.qrLoading}</p>;
  return (
    <img
      className="qr-platba"
      src={image.src}
      width={220}
      height={220}
      alt={t.qrAlt(formatCzk(instructions.amountCzk), instructions.variableSymbol)}
    />
  );
}

/**
 * How to pay the deposit, in Czech: amount, account (national form and IBAN), variable symbol, due date, the payee
 * message and the QR Platba image. Takes just the instructions (domain/payment/deposit-instructions.ts), so the
 * reservation lookup and the couple's portal show the same thing. A paid deposit is shown as received, without a QR.
 */
export function DepositDetails({ instructions, headingLevel = 3 }: { instructions: DepositInstructions; headingLevel?: 2 | 3 | 4 }) {
  const Heading = (`h${headingLevel}` as const);
  if (instructions.paid) {
    return (
      <section className="deposit-details" aria-label={t.heading}>
        <Heading>{t.heading}</Heading>
        <p>{t.paid}</p>
      </section>
    );
  }
  const rows: Array<[string, string]> = [
    [t.amount, formatCzk(instructions.amountCzk)],
    ...(instructions.nationalAccount ? [[t.account, instructions.nationalAccount] as [string, string]] : []),
    [t.iban, formatIban(instructions.iban)],
    [t.variableSymbol, instructions.variableSymbol],
    [t.dueDate, formatDate(instructions.dueDate)],
    [t.message, instructions.message],
  ];
  return (
    <section className="deposit-details" aria-label={t.heading}>
      <Heading>{t.heading}</Heading>
      <p>{t.intro}</p>
      <dl className="booking-summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <QrPlatba instructions={instructions} />
    </section>
  );
}
