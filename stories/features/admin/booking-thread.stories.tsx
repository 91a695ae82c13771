import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { Booking, BookingMessage } from '../../../domain/booking/booking';
import { appendCoupleMessage, appendPhotographerReply, PHOTOGRAPHER_REPLIES_PER_BOOKING } from '../../../domain/booking/booking-message';
import { csAdminBooking } from '../../../src/texts/cs-admin-booking';
import { csAdminThread } from '../../../src/texts/cs-admin-thread';
import { aBooking } from '../../../tests/support/booking-mother';
import { signedInToAdminAs, storyAccounts } from '../../support/story-setup';

const couple = { coupleNames: 'Jana a Petr', email: 'novomanzele@example.cz', phone: '+420 777 111 222' };

/** A thread as the functions store it: alternating messages, the couple's last one not yet opened by her. */
function threadOf(id: string, texts: readonly string[]): { booking: Booking; thread: BookingMessage[] } {
  let booking = aBooking({ id, status: 'confirmed', weddingDate: '2027-08-21', contact: couple });
  const thread: BookingMessage[] = [];
  texts.forEach((text, i) => {
    const at = new Date(Date.UTC(2025, 0, 10 + i, 9)).toISOString();
    const append = i % 2 === 0 ? appendCoupleMessage : appendPhotographerReply;
    const added = append(booking, thread, { text, by: i % 2 === 0 ? couple.email : 'fotograf@example.cz', at });
    booking = added.booking;
    thread.push(added.message);
  });
  return { booking, thread };
}

const unread = threadOf('b-unread', ['Dobrý den, stihnete i přípravy nevěsty?', 'Ano, přijedu v 9:00.', 'Super, a můžeme ještě probrat album?']);
const long = threadOf(
  'b-long',
  Array.from({ length: 14 }, (_, i) => (i % 2 === 0 ? `Dotaz číslo ${i / 2 + 1}: jak to bude s harmonogramem a skupinovými fotkami?` : `Odpověď ${(i + 1) / 2}: domluvíme se podle plánu dne.`)),
);
const quiet = aBooking({ id: 'b-quiet', status: 'confirmed', weddingDate: '2027-09-04', contact: couple });
const full = (() => {
  const made = threadOf('b-full', ['Dotaz']);
  let booking = made.booking;
  const thread = [...made.thread];
  for (let i = 0; i < PHOTOGRAPHER_REPLIES_PER_BOOKING; i += 1) {
    const replied = appendPhotographerReply(booking, thread, { text: `Odpověď ${i + 1}`, by: 'fotograf@example.cz', at: '2025-02-01T09:00:00.000Z' });
    booking = replied.booking;
    thread.push(replied.message);
  }
  return { booking, thread };
})();

const openMessages = async ({ canvas, userEvent }: StoryContext) => {
  await userEvent.click(await canvas.findByRole('tab', { name: new RegExp(`^${csAdminBooking.tabs.messages}`) }, { timeout: 5000 }));
  await canvas.findByRole('region', { name: csAdminThread.title }, { timeout: 5000 });
};

const meta = {
  title: 'Features/Admin/Booking thread',
  tags: ['page'],
  parameters: {
    container: {
      bookings: [unread.booking, long.booking, quiet, full.booking],
      threads: { [unread.booking.id]: unread.thread, [long.booking.id]: long.thread, [full.booking.id]: full.thread },
    },
    setup: signedInToAdminAs(storyAccounts.admin),
  },
  play: openMessages,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = { name: 'Nová zpráva od snoubenců', parameters: { url: `/admin/bookings/${unread.booking.id}` } };

export const Empty: Story = { name: 'Zatím bez zpráv', parameters: { url: `/admin/bookings/${quiet.id}` } };

export const LongThread: Story = { name: 'Dlouhá konverzace', parameters: { url: `/admin/bookings/${long.booking.id}` } };

/** Her 51st reply: the server refuses it, the reason in Czech with its code, the draft kept. */
export const ReplyRefused: Story = {
  name: 'Odpověď odmítnutá (desk/reply-limit)',
  parameters: { url: `/admin/bookings/${full.booking.id}` },
  play: async (context: StoryContext) => {
    await openMessages(context);
    const { canvas, userEvent } = context;
    await userEvent.type(await canvas.findByRole('textbox', { name: csAdminThread.replyLabel }), 'Ještě jedna odpověď');
    await userEvent.click(canvas.getByRole('button', { name: csAdminThread.send }));
    await canvas.findByText('desk/reply-limit', {}, { timeout: 5000 });
  },
};

/** The list with the sign beside the booking whose couple wrote something she has not opened. */
export const ListMarker: Story = { name: 'Seznam se značkou nové zprávy', parameters: { url: '/admin/bookings' }, play: async () => undefined };
