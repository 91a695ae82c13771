import type { Meta, StoryObj } from '@storybook/react-vite';
import { aBooking } from '../../../tests/support/booking-mother';
import { signedInToAdminAs, storyAccounts } from '../../support/story-setup';

const meta = {
  title: 'Features/Admin/Admin calendar page',
  tags: ['page'],
  parameters: {
    url: '/admin/kalendar?mesic=2027-06',
    container: {
      bookings: [
        aBooking({ id: 'b-1', weddingDate: '2027-06-12', status: 'confirmed' }),
        aBooking({ id: 'b-2', weddingDate: '2027-06-26', status: 'deposit-paid' }),
      ],
    },
    setup: signedInToAdminAs(storyAccounts.admin),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const June: Story = { name: 'Červen s obsazenými dny' };
