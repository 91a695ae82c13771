import type { Meta, StoryObj } from '@storybook/react-vite';
import { aBooking } from '../../../tests/support/booking-mother';
import { bounced, outboxMail } from '../../support/outbox-mails';
import { demoSeason } from '../../../adapters/memory/demo-season';
import { bookingsOffline, inOrder, signedInToAdminAs, storyAccounts } from '../../support/story-setup';
import { CONTESTED_DAY, contestedDay } from './contested-day-bookings';

const bookings = [
  aBooking({
    id: 'b-1',
    reservationCode: 'K7PM-4XQ2',
    contact: { coupleNames: 'Anna a David', email: 'anna.david@example.cz', phone: '+420 601 234 567' },
    createdAt: '2027-01-20T10:00:00.000Z',
  }),
  aBooking({
    id: 'b-2',
    reservationCode: 'H3WD-9RTA',
    status: 'confirmed',
    weddingDate: '2027-08-21',
    contact: { coupleNames: 'Jana a Petr', email: 'novomanzele@example.cz', phone: '+420 777 111 222' },
    createdAt: '2027-01-12T08:15:00.000Z',
  }),
  aBooking({
    id: 'b-3',
    reservationCode: 'Q8ZN-2MKE',
    status: 'deposit-paid',
    weddingDate: '2027-09-04',
    contact: { coupleNames: 'Lucie a Martin', email: 'lucie.martin@example.cz', phone: '+420 608 333 444' },
    createdAt: '2027-01-05T18:40:00.000Z',
  }),
];

const meta = {
  title: 'Features/Admin/Admin bookings page',
  tags: ['page'],
  parameters: { url: '/admin/bookings', container: { bookings }, setup: signedInToAdminAs(storyAccounts.admin) },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBookings: Story = { name: 'Rezervace (přihlášená fotografka)' };

export const Empty: Story = { name: 'Žádné rezervace', parameters: { container: { bookings: [] } } };

/** A signed-in couple has no business here: 403 inside the admin layout. */
export const NoAccess: Story = {
  name: 'Bez přístupu (přihlášený návštěvník)',
  parameters: { setup: signedInToAdminAs(storyAccounts.visitor) },
};

export const WithFailedDelivery: Story = {
  name: 'Rezervace se značkou nedoručeného e-mailu',
  parameters: {
    container: {
      bookings,
      mails: [
        outboxMail('b-2', 'status-1', 'Termín svatebního focení je potvrzený (H3WD-9RTA)', '2027-01-15T09:30:00.000Z', bounced),
        outboxMail('b-3', 'status-1', 'Termín svatebního focení je potvrzený (Q8ZN-2MKE)', '2027-01-06T09:30:00.000Z', { state: 'SUCCESS', attempts: 1 }),
      ],
    },
  },
};

/** Four open requests for one Saturday: each of their rows carries the count, linking to them side by side. */
export const WithCompetingRequests: Story = {
  name: 'Více poptávek na jeden den',
  parameters: { container: { bookings: [...bookings, ...contestedDay] } },
};

/** The marker's link: just that day's open requests, side by side. */
export const CompetingDay: Story = {
  name: 'Poptávky na jeden den vedle sebe',
  parameters: { url: `/admin/bookings?den=${CONTESTED_DAY}`, container: { bookings: [...bookings, ...contestedDay] } },
};

/** The memory demo's busy season: every status, a bounced mail, a contested Saturday. */
export const BusySeason: Story = { name: 'Rezervace v sezóně', parameters: { container: demoSeason(new Date()) } };

export const Failed: Story = {
  name: 'Rezervace se nepodařilo načíst',
  parameters: { setup: inOrder(signedInToAdminAs(storyAccounts.admin), bookingsOffline) },
};
