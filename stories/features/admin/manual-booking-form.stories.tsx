import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { csAdmin } from '../../../src/texts/cs-admin';
import { csAdminBooking } from '../../../src/texts/cs-admin-booking';
import { aBooking } from '../../../tests/support/booking-mother';
import { signedInToAdminAs, storyAccounts } from '../../support/story-setup';

const t = csAdmin.byHand;

const confirmed = aBooking({
  id: 'b-phone',
  reservationCode: 'T4PH-8KVN',
  status: 'confirmed',
  channel: 'telefon',
  kind: 'full',
  weddingDate: '2027-08-21',
  venue: 'Zámek Loučeň',
  town: 'Loučeň',
  packageSlug: 'cely-den',
  contact: { coupleNames: 'Alena Horáková a Tomáš Beneš', email: 'alena.horakova@example.cz', phone: '+420777888999' },
  history: [
    { at: '2027-01-10T09:00:00.000Z', by: 'fotograf@example.cz', from: null, to: 'new', event: 'created' },
    { at: '2027-01-10T09:00:00.000Z', by: 'fotograf@example.cz', from: 'new', to: 'confirmed' },
    {
      at: '2027-01-12T16:20:00.000Z',
      by: 'fotograf@example.cz',
      from: 'confirmed',
      to: 'confirmed',
      event: 'edit',
      changes: [
        { field: 'contact.email', from: 'alena.horakova@exmaple.cz', to: 'alena.horakova@example.cz' },
        { field: 'ceremonyTime', from: null, to: '14:00' },
      ],
    },
    {
      at: '2027-02-02T11:05:00.000Z',
      by: 'fotograf@example.cz',
      from: 'confirmed',
      to: 'confirmed',
      event: 'move',
      changes: [{ field: 'weddingDate', from: '2027-08-14', to: '2027-08-21' }],
    },
  ],
});
const neighbour = aBooking({ id: 'b-neighbour', status: 'confirmed', weddingDate: '2027-08-28' });

const meta = {
  title: 'Features/Admin/Bookings by hand',
  tags: ['page'],
  parameters: {
    url: '/admin/bookings/b-phone',
    container: { bookings: [confirmed, neighbour] },
    setup: signedInToAdminAs(storyAccounts.admin),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A phone booking with its history: entered by hand, confirmed, an e-mail typo corrected, the date moved. */
export const HistoryWithChanges: Story = { name: 'Rezervace z telefonu: historie oprav a přesunu' };

/** 'Nová rezervace' opened on the bookings list. */
export const NewBookingForm: Story = {
  name: 'Nová rezervace: formulář',
  parameters: { url: '/admin/bookings' },
  play: async ({ canvas, userEvent }: StoryContext) => {
    await userEvent.click(await canvas.findByRole('button', { name: t.open }, { timeout: 5000 }));
    await canvas.findByRole('form', { name: t.title });
  },
};

/** Sent empty: every refused field marked in Czech with its code; nothing typed is lost. */
export const NewBookingRefused: Story = {
  name: 'Nová rezervace: chyby ve formuláři',
  parameters: { url: '/admin/bookings' },
  play: async ({ canvas, userEvent }: StoryContext) => {
    await userEvent.click(await canvas.findByRole('button', { name: t.open }, { timeout: 5000 }));
    await userEvent.click(await canvas.findByRole('button', { name: t.create }));
    await canvas.findByText(t.invalid);
  },
};

/** 'Opravit údaje' opened with the booking's current values. */
export const EditPanel: Story = {
  name: 'Oprava údajů',
  play: async ({ canvas, userEvent }: StoryContext) => {
    await userEvent.click(await canvas.findByRole('button', { name: t.editOpen }, { timeout: 5000 }));
    await canvas.findByRole('button', { name: t.save });
  },
};

/** 'Přesunout termín' onto a day another wedding holds: the clear Czech refusal and the code. */
export const MoveOntoTakenDay: Story = {
  name: 'Přesun termínu: den je obsazený',
  play: async ({ canvas, canvasElement, userEvent }: StoryContext) => {
    // "Další akce" → "Přesunout termín"; the menu is portalled outside the story's root.
    await userEvent.click(await canvas.findByRole('button', { name: csAdminBooking.more }, { timeout: 5000 }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: csAdminBooking.moreMove }));
    const field = await canvas.findByRole('group', { name: t.moveLabel }, { timeout: 5000 });
    await userEvent.click(within(field).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('28082027');
    await userEvent.click(canvas.getByRole('button', { name: t.move }));
    await canvas.findByText(t.moveTaken);
  },
};
