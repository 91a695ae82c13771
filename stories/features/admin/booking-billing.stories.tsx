import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookingBilling } from '../../../src/features/admin/booking-billing';
import { aBooking } from '../../../tests/support/booking-mother';

const confirmed = aBooking({ id: 'b-billing', status: 'confirmed' });
const filled = aBooking({ id: 'b-billing-filled', status: 'deposit-paid', billing: { name: 'Jana Nováková', street: 'Dlouhá 5', city: 'Praha 1', postalCode: '110 00' } });

const meta = {
  title: 'Features/Admin/Fakturační údaje v detailu rezervace',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const MissingForVatPayer: Story = {
  name: 'Chybí (plátkyně DPH: varování)',
  render: () => <BookingBilling booking={confirmed} vatPayer onChanged={() => undefined} />,
};

export const MissingForNonPayer: Story = {
  name: 'Chybí (neplátkyně: jen jména)',
  render: () => <BookingBilling booking={confirmed} vatPayer={false} onChanged={() => undefined} />,
};

export const Filled: Story = {
  name: 'Vyplněno snoubenci',
  render: () => <BookingBilling booking={filled} vatPayer onChanged={() => undefined} />,
};
