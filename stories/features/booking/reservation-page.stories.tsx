import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { MEMORY_TOKENS } from '../../../adapters/memory/memory-tokens';
import { csBooking } from '../../../src/texts/cs-booking';
import { aBooking } from '../../../tests/support/booking-mother';

const meta = {
  title: 'Features/Booking/Reservation page',
  tags: ['page'],
  parameters: { url: '/rezervace' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Rezervace termínu' };

const holdNow = new Date('2027-01-12T09:00:00Z');
const heldRequest = aBooking({
  id: 'b-held',
  reservationCode: 'K7PM-4XQ5',
  weddingDate: '2027-09-18',
  contact: { coupleNames: 'Anna a David', email: 'anna@example.cz', phone: '+420601234567' },
});

/** "Moje rezervace" for a request that holds its day under the photographer's date-hold policy: until when. */
export const LookupHeldRequest: Story = {
  name: 'Moje rezervace: poptávka drží termín',
  parameters: {
    container: { bookings: [heldRequest], now: () => holdNow },
    setup: (services: Container) =>
      services.get(MEMORY_TOKENS.BookingStore).hold({ date: heldRequest.weddingDate, reason: 'held', bookingId: heldRequest.id, expiresAt: '2027-01-19T13:00:00.000Z' }),
  },
  play: async ({ canvas, userEvent }: StoryContext) => {
    await userEvent.type(await canvas.findByLabelText(csBooking.lookup.code, {}, { timeout: 5000 }), heldRequest.reservationCode);
    await userEvent.type(canvas.getByLabelText(csBooking.lookup.email), heldRequest.contact.email);
    await userEvent.click(canvas.getByRole('button', { name: csBooking.lookup.submit }));
    await canvas.findByText(csBooking.lookup.hold('2027-01-19T13:00:00.000Z'));
  },
};
