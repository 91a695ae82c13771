import type { Meta, StoryObj } from '@storybook/react-vite';
import { anonymiseBooking } from '../../../domain/privacy/retention';
import { aBooking } from '../../../tests/support/booking-mother';
import { signedInToAdminAs, storyAccounts } from '../../support/story-setup';

const booking = aBooking({
  id: 'b-detail',
  reservationCode: 'H3WD-9RTA',
  weddingDate: '2027-08-21',
  ceremonyTime: '14:00',
  venue: 'Zámek Loučeň',
  town: 'Loučeň',
  packageSlug: 'cely-den',
  extras: ['album'],
  guests: 80,
  message: 'Těšíme se! Obřad bude v zámeckém parku.',
  source: 'Instagram',
  internalNotes: 'Volat po 17. hodině.',
  contact: { coupleNames: 'Jana a Petr', email: 'novomanzele@example.cz', phone: '+420 777 111 222' },
});

const confirmed = {
  ...booking,
  id: 'b-confirmed',
  status: 'confirmed' as const,
  history: [
    ...booking.history,
    { at: '2027-01-15T09:30:00.000Z', by: 'fotograf@example.cz', from: 'new' as const, to: 'confirmed' as const, note: 'Domluveno telefonem' },
  ],
};

/** What the retention policy leaves of a declined request (domain/privacy/retention.ts). */
const anonymised = anonymiseBooking(
  {
    ...booking,
    id: 'b-anonymised',
    status: 'declined' as const,
    history: [...booking.history, { at: '2027-01-15T09:30:00.000Z', by: 'fotograf@example.cz', from: 'new' as const, to: 'declined' as const }],
  },
  '2027-04-15T01:30:00.000Z',
);

const meta = {
  title: 'Features/Admin/Admin booking detail',
  tags: ['page'],
  parameters: { url: '/admin/bookings/b-detail', container: { bookings: [booking, confirmed, anonymised] }, setup: signedInToAdminAs(storyAccounts.admin) },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewRequest: Story = { name: 'Nová poptávka' };

export const Confirmed: Story = { name: 'Potvrzená rezervace s historií', parameters: { url: '/admin/bookings/b-confirmed' } };

export const Anonymised: Story = { name: 'Anonymizovaná poptávka', parameters: { url: '/admin/bookings/b-anonymised' } };
