import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { anonymiseBooking } from '../../../domain/privacy/anonymise';
import { csAdmin } from '../../../src/texts/cs-admin';
import { aBooking } from '../../../tests/support/booking-mother';
import { contestedDay } from './contested-day-bookings';
import { bounced, outboxMail } from '../../support/outbox-mails';
import { signedInToAdminAs, storyAccounts } from '../../support/story-setup';
import { demoSeason } from '../../../adapters/memory/demo-season';
import { csAdminBooking } from '../../../src/texts/cs-admin-booking';

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

/** The confirmed booking's mails in every delivery state the log shows. */
const mails = [
  outboxMail('b-confirmed', 'couple', 'Přijali jsme vaši poptávku (H3WD-9RTA)', '2027-01-10T08:00:00.000Z', { state: 'SUCCESS', attempts: 1, messageId: '<a1@example.cz>' }),
  outboxMail('b-confirmed', 'photographer', 'Nová poptávka: Jana a Petr, 21. 8. 2027', '2027-01-10T08:00:00.000Z', { state: 'PENDING', attempts: 0 }, { to: 'fotograf@example.cz' }),
  outboxMail('b-confirmed', 'status-1', 'Termín svatebního focení je potvrzený (H3WD-9RTA)', '2027-01-15T09:30:00.000Z', bounced),
  outboxMail('b-confirmed', 'status-2', 'Záloha přijata (H3WD-9RTA)', '2027-01-20T10:00:00.000Z', { state: 'PROCESSING', attempts: 1 }),
];

/** A failure already resent: the copy takes over and the original offers no second resend. */
const resentMails = [
  outboxMail('b-confirmed', 'status-1', 'Termín svatebního focení je potvrzený (H3WD-9RTA)', '2027-01-15T09:30:00.000Z', bounced),
  outboxMail('b-confirmed', 'status-1-resend-1', 'Termín svatebního focení je potvrzený (H3WD-9RTA)', '2027-01-16T07:45:00.000Z', { state: 'SUCCESS', attempts: 1 }, { resendOf: 'b-confirmed-status-1' }),
];

const meta = {
  title: 'Features/Admin/Admin booking detail',
  tags: ['page'],
  parameters: { url: '/admin/bookings/b-detail', container: { bookings: [booking, confirmed, anonymised] }, setup: signedInToAdminAs(storyAccounts.admin) },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewRequest: Story = { name: 'Nová poptávka' };

export const Confirmed: Story = { name: 'Potvrzená rezervace s historií', parameters: { url: '/admin/bookings/b-confirmed' } };

/** A statement brought part of the deposit with the booking's symbol: the detail shows received and what is left. */
export const PartlyPaidDeposit: Story = {
  name: 'Záloha zaplacena částečně',
  parameters: {
    url: '/admin/bookings/b-confirmed',
    container: {
      bookings: [booking, { ...confirmed, pricing: { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 39000 }, extras: [] } }, anonymised],
      bankPayments: [
        {
          bankId: 'story-partial',
          date: '2027-01-20',
          amountHalere: 500_050,
          currency: 'CZK',
          variableSymbol: null,
          counterAccount: null,
          message: null,
          reversal: false,
          source: 'camt053',
          importedAt: '2027-01-20T09:00:00.000Z',
          match: { kind: 'partial', bookingId: 'b-confirmed', receivedHalere: 500_050, remainingHalere: 669_950 },
        },
      ],
    },
  },
};

export const Anonymised: Story = { name: 'Anonymizovaná poptávka', parameters: { url: '/admin/bookings/b-anonymised' } };

/** The delivery log is the page's third tab. */
const openMailsTab = async ({ canvas, userEvent }: StoryContext) => {
  await userEvent.click(await canvas.findByRole('tab', { name: csAdminBooking.tabs.mails }, { timeout: 5000 }));
};

export const DeliveryLog: Story = {
  name: 'E-maily ve všech stavech doručení (odesláno, čeká, chyba, odesílá se)',
  parameters: { url: '/admin/bookings/b-confirmed', container: { bookings: [confirmed], mails } },
  play: openMailsTab,
};

export const DeliveryLogResent: Story = {
  name: 'Chybný e-mail odeslaný znovu',
  parameters: { url: '/admin/bookings/b-confirmed', container: { bookings: [confirmed], mails: resentMails } },
  play: openMailsTab,
};

const season = demoSeason(new Date());
const demoCouple = season.bookings.find((b) => b.contact.email === 'novomanzele@example.cz')!;

/** The memory demo's couple: confirmed, the deposit awaited, a message thread; the primary step is "Záloha zaplacena". */
export const DemoCouple: Story = {
  name: 'Potvrzená rezervace čekající na zálohu (demo)',
  parameters: { url: `/admin/bookings/${demoCouple.id}`, container: season },
};

/** "Další akce" open: moving the date, and the erasure set apart in red. */
export const MoreActions: Story = {
  name: 'Další akce (přesun termínu, smazání)',
  parameters: { url: `/admin/bookings/${demoCouple.id}`, container: season },
  play: async ({ canvas, userEvent }: StoryContext) => {
    await userEvent.click(await canvas.findByRole('button', { name: csAdminBooking.more }, { timeout: 5000 }));
  },
};

export const NotFound: Story = { name: 'Neexistující rezervace (404)', parameters: { url: '/admin/bookings/neexistuje' } };

/** Three other open requests want the same Saturday: the warning names each, with the way to all of them. */
export const CompetingRequests: Story = {
  name: 'Poptávka, o jejíž den se uchází další',
  parameters: { url: '/admin/bookings/b-souper-1', container: { bookings: contestedDay } },
};

/** Play function: press a status step and wait for its confirmation dialog (portalled to <body>, outside the story root). */
const askFor =
  (step: 'confirmed' | 'declined') =>
  async ({ canvas, canvasElement, userEvent }: StoryContext) => {
    await userEvent.click(await canvas.findByRole('button', { name: csAdmin.detail.actions[step] }, { timeout: 5000 }));
    return within(canvasElement.ownerDocument.body).findByRole('alertdialog');
  };

/** A status step asks first, in a dialog that opens on "Ne, zpět", with a note for the history. */
export const StatusChangeDialog: Story = {
  name: 'Změna stavu: potvrzovací dialog s poznámkou',
  play: async (context: StoryContext) => {
    const dialog = await askFor('declined')(context);
    await within(dialog).findByLabelText(csAdmin.detail.noteLabel);
  },
};

/** Confirming offers to decline the others in the same step: each named, all ticked, each couple gets the e-mail. */
export const ConfirmDecliningOthers: Story = {
  name: 'Potvrzení s odmítnutím ostatních poptávek na tento den',
  parameters: { url: '/admin/bookings/b-souper-1', container: { bookings: contestedDay } },
  play: async (context: StoryContext) => {
    const dialog = await askFor('confirmed')(context);
    await within(dialog).findByRole('group', { name: csAdmin.competing.declineLegend });
  },
};
