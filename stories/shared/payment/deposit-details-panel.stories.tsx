import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoSiteSettings } from '../../../adapters/memory/demo-content/demo-site';
import type { Booking } from '../../../domain/booking/booking';
import { readDepositSettings } from '../../../domain/payment/deposit';
import { depositInstructions } from '../../../domain/payment/deposit-instructions';
import { withPayments } from '../../../domain/payment/deposit-progress';
import { DepositDetails } from '../../../src/shared/payment/deposit-details-panel';

const confirmed: Booking = {
  id: 'story-deposit',
  reservationCode: 'H3WD-9RTA',
  status: 'confirmed',
  weddingDate: '2027-08-14',
  contact: { coupleNames: 'Jana a Petr Škodovi', email: 'jana@example.cz', phone: '' },
  extras: [],
  pricing: { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 39000 }, extras: [] },
  consentAt: '2027-01-10T09:00:00.000Z',
  createdAt: '2027-01-10T09:00:00.000Z',
  updatedAt: '2027-01-12T09:00:00.000Z',
  history: [
    { at: '2027-01-10T09:00:00.000Z', by: 'public', from: null, to: 'new' },
    { at: '2027-01-12T09:00:00.000Z', by: 'fotograf@example.cz', from: 'new', to: 'confirmed' },
  ],
};
// The demo settings (30 % of the package, the test account, 14 days), as the reservation page gets them.
const instructions = depositInstructions(confirmed, readDepositSettings(demoSiteSettings.deposit, 14))!;

const meta = {
  title: 'Shared/Payment/Deposit details',
  component: DepositDetails,
  parameters: { layout: 'padded' },
  args: { instructions },
} satisfies Meta<typeof DepositDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingPayment: Story = { name: 'Záloha k zaplacení (QR Platba)' };
export const Paid: Story = { name: 'Záloha zaplacena', args: { instructions: { ...instructions, paid: true } } };
/** Half of the 11 700 Kč came with the symbol (the bank import's record): the rest and a QR for just the rest. */
export const PartlyPaid: Story = { name: 'Záloha zaplacena částečně (QR na zbytek)', args: { instructions: withPayments(instructions, 585_050) } };
/** More than the deposit came: shown as paid with the surplus. */
export const Overpaid: Story = { name: 'Záloha přeplacena', args: { instructions: withPayments({ ...instructions, paid: true }, 1_200_000) } };
