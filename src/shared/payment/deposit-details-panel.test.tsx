import { render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { depositInstructions } from '../../../domain/payment/deposit-instructions';
import { withPayments } from '../../../domain/payment/deposit-progress';
import { csPayment } from '../../texts/cs-payment';
import { DepositDetails } from './deposit-details-panel';

const instructions = depositInstructions(
  aBooking({
    status: 'confirmed',
    weddingDate: '2027-08-14',
    reservationCode: 'H3WD-9RTA',
    contact: { coupleNames: 'Jana*Petr Škodovi', email: 'jana@example.cz', phone: '' },
    pricing: { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 39_000 }, extras: [] },
    history: [{ at: '2027-01-12T09:00:00.000Z', by: 'admin', from: 'new', to: 'confirmed' }],
  }),
  { iban: 'CZ6508000000192000145399', rule: { kind: 'percent', percent: 30 }, dueDays: 14 },
)!;

/**
 * Rasterises the SVG qrcode draws (one stroked path: `M x y` starts a row's run, `m dx 0` skips, `h n` draws n dark
 * modules) into RGBA pixels, so jsQR reads the image the page shows — not a second rendering of the same text.
 */
function pixelsOfSvg(svg: string, scale = 4): { width: number; height: number; rgba: Uint8ClampedArray } {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);
  const d = /<path[^>]*stroke="[^"]*"[^>]*d="([^"]+)"/.exec(svg)?.[1] ?? /<path[^>]*d="([^"]+)"[^>]*stroke=/.exec(svg)![1]!;
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of d.matchAll(/([Mmh])([\d.]+)(?: ([\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Math.floor(Number(b))];
    else if (command === 'm') x += Number(a);
    else for (let i = 0; i < Number(a); i += 1, x += 1) dark.add(`${x},${y}`);
  }
  const width = size * scale;
  const rgba = new Uint8ClampedArray(width * width * 4);
  for (let py = 0; py < width; py += 1) {
    for (let px = 0; px < width; px += 1) {
      const value = dark.has(`${Math.floor(px / scale)},${Math.floor(py / scale)}`) ? 0 : 255;
      rgba.set([value, value, value, 255], (py * width + px) * 4);
    }
  }
  return { width, height: width, rgba };
}

describe('DepositDetails', () => {
  it('shows amount, account, variable symbol and due date in Czech', () => {
    render(<DepositDetails instructions={instructions} />);
    const section = screen.getByRole('region', { name: csPayment.heading });
    expect(section).toHaveTextContent('Částka11 700 Kč');
    expect(section).toHaveTextContent('Číslo účtu19-2000145399/0800');
    expect(section).toHaveTextContent('IBANCZ65 0800 0000 1920 0014 5399');
    expect(section).toHaveTextContent(`Variabilní symbol${instructions.variableSymbol}`);
    expect(section).toHaveTextContent('Splatnost26. ledna 2027');
  });

  it('draws a QR Platba image that decodes to the exact SPAYD string', async () => {
    render(<DepositDetails instructions={instructions} />);
    const image = await screen.findByRole('img', { name: /QR Platba: záloha 11\u00A0700\u00A0Kč/ });
    const src = image.getAttribute('src')!;
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const { width, height, rgba } = pixelsOfSvg(decodeURIComponent(src.slice(src.indexOf(',') + 1)));
    expect(instructions.spayd).toContain('Jana%2APetr Škodovi');
    expect(jsQR(rgba, width, height)?.data).toBe(instructions.spayd);
  });

  it('shows a paid deposit as received, without a QR code', () => {
    render(<DepositDetails instructions={{ ...instructions, paid: true }} />);
    expect(screen.getByText(csPayment.paid)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('DepositDetails with what the bank brought', () => {
  it('shows a partial deposit with what came and what is left, and a QR Platba that decodes to the rest only', async () => {
    const partial = withPayments(instructions, 500_050);
    render(<DepositDetails instructions={partial} />);
    const section = screen.getByRole('region', { name: csPayment.heading });
    expect(section).toHaveTextContent(`${csPayment.received}5 000,50 Kč`);
    expect(section).toHaveTextContent(`${csPayment.remaining}6 699,50 Kč`);
    expect(section).toHaveTextContent(csPayment.partialIntro);
    const image = await screen.findByRole('img', { name: /zbývající část zálohy 6\u00A0699,50\u00A0Kč/ });
    const src = image.getAttribute('src')!;
    const { width, height, rgba } = pixelsOfSvg(decodeURIComponent(src.slice(src.indexOf(',') + 1)));
    expect(jsQR(rgba, width, height)?.data).toBe(partial.progress!.restSpayd);
    expect(partial.progress!.restSpayd).toContain('*AM:6699.50*');
  });

  it('shows an overpaid deposit as paid with the surplus, without a QR code', () => {
    render(<DepositDetails instructions={withPayments({ ...instructions, paid: true }, 1_200_000)} />);
    const section = screen.getByRole('region', { name: csPayment.heading });
    expect(section).toHaveTextContent(`${csPayment.overpaid}300 Kč`);
    expect(section).toHaveTextContent(csPayment.overpaidNote);
    expect(section).not.toHaveTextContent(csPayment.remaining);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
