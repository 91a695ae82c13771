import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { MEMORY_TOKENS } from '../../../adapters/memory/memory-tokens';
import { emailSecretDigest } from '../../../application/booking/email-token';
import { verifyToken } from '../../../domain/booking/email-verification';
import { VERIFY_PAGE_PATH } from '../../../domain/booking/booking-links';
import { csBooking } from '../../../src/texts/cs-booking';
import { aBooking } from '../../../tests/support/booking-mother';

const meta = {
  title: 'Features/Booking/E-mail confirmation page',
  tags: ['page'],
  parameters: { url: VERIFY_PAGE_PATH },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened without the link's code (cut off by a mail program, say). */
export const MissingCode: Story = { name: 'Potvrzení e-mailu: odkaz bez kódu' };

/** A made-up link secret (43 base64url characters, as the functions draw them). */
const secret = 'Ukazkove-tajemstvi-jen-pro-storybook-012345';
const request = aBooking({ id: 'b-potvrzeni', weddingDate: '2027-09-18', contact: { coupleNames: 'Anna a David', email: 'anna@example.cz', phone: '+420601234567' } });
const stored = async (services: Container) =>
  services.get(MEMORY_TOKENS.BookingStore).put({ ...request, emailTokenDigest: await emailSecretDigest(secret) });
const link = `${VERIFY_PAGE_PATH}#${verifyToken(request.id, secret)}`;

/** What the couple sees when they open the receipt mail's link: the button (opening alone confirms nothing). */
export const Button: Story = { name: 'Potvrzení e-mailu: tlačítko', parameters: { url: link, setup: stored } };

/** After the button under the photographer's hold policy: the day is held, and until when. */
export const Held: Story = {
  name: 'Potvrzení e-mailu: termín podržen',
  parameters: { url: link, setup: stored, container: { dateHoldPolicy: { kind: 'hold', days: 7 } } },
  play: async ({ canvas, userEvent }: StoryContext) => {
    await userEvent.click(await canvas.findByRole('button', { name: csBooking.verify.confirm }, { timeout: 5000 }));
    await canvas.findByRole('heading', { name: csBooking.verify.done });
  },
};
