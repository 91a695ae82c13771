import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { csAdmin } from '../../../src/texts/cs-admin';
import { aBooking } from '../../../tests/support/booking-mother';
import { contestedDay } from './contested-day-bookings';
import { demoSeason } from '../../../adapters/memory/demo-season';
import { bookingsOffline, calendarFeedFailsNext, inOrder, signedInToAdminAs, storyAccounts } from '../../support/story-setup';

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

/** The subscription panel shows its address once the fake has created it. */
export const June: Story = { name: 'Červen s obsazenými dny' };

/** A Saturday four open requests want: the day shows the count, the list below the grid links to them. */
export const CompetingRequests: Story = {
  name: 'Červen se dnem, o který se uchází více poptávek',
  parameters: { container: { bookings: [aBooking({ id: 'b-2', weddingDate: '2027-06-26', status: 'deposit-paid' }), ...contestedDay] } },
};

/** Loading the subscription address failed: the Czech message, the typed code and "try again". */
export const FeedUnavailable: Story = {
  name: 'Odběr kalendáře: adresu se nepodařilo načíst',
  parameters: { setup: inOrder(signedInToAdminAs(storyAccounts.admin), calendarFeedFailsNext('network/unavailable')) },
};

/** "Vygenerovat novou adresu" asks first: the old address stops working for every subscribed app. */
export const FeedRotationQuestion: Story = {
  name: 'Odběr kalendáře: potvrzení nové adresy',
  play: async ({ canvas, userEvent }: StoryContext) => {
    await userEvent.click(await canvas.findByRole('button', { name: csAdmin.feed.rotate }, { timeout: 5000 }));
    await canvas.findByText(csAdmin.feed.rotateQuestion);
  },
};

/** After the confirmation: the new address in the field and the announcement that the old one no longer works. */
export const FeedRotated: Story = {
  name: 'Odběr kalendáře: nová adresa vygenerovaná',
  play: async ({ canvas, userEvent }: StoryContext) => {
    await userEvent.click(await canvas.findByRole('button', { name: csAdmin.feed.rotate }, { timeout: 5000 }));
    await userEvent.click(await canvas.findByRole('button', { name: csAdmin.feed.rotateYes }));
    await canvas.findByText(csAdmin.feed.rotated);
  },
};

const thisYear = new Date().getFullYear();
// The year of the demo's contested and held Saturdays (ten and twelve weeks ahead): the season with the most to show.
const seasonYear = new Date(Date.now() + 84 * 86_400_000).getFullYear();

/** The memory demo's busy season as a whole year: every kind of day, Saturdays emphasised. */
export const BusySeason: Story = {
  name: 'Celá sezóna (rok) plná rezervací',
  parameters: { url: `/admin/kalendar?rok=${seasonYear}`, container: demoSeason(new Date()) },
};

export const EmptySeason: Story = {
  name: 'Celá sezóna bez rezervací',
  parameters: { url: `/admin/kalendar?rok=${thisYear + 1}`, container: { bookings: [] } },
};

/** The locks could not be read: the page's error boundary says so in Czech. */
export const Failed: Story = {
  name: 'Kalendář se nepodařilo načíst',
  parameters: { setup: inOrder(signedInToAdminAs(storyAccounts.admin), bookingsOffline) },
};
