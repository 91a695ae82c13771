import type { Meta, StoryObj } from '@storybook/react-vite';
import { calendarContainer, fullFormAt, fullFormOffline, fullFormSent, takenDateChosen } from './booking-setup';

const meta = {
  title: 'Features/Booking/Booking page',
  tags: ['page'],
  parameters: { url: '/booking' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Krok 1: termín' };
export const TakenDate: Story = { name: 'Krok 1: obsazený termín', parameters: { container: calendarContainer, setup: takenDateChosen } };
export const PackageStep: Story = { name: 'Krok 2: balíček', parameters: { setup: fullFormAt('package') } };
export const DetailsStep: Story = { name: 'Krok 3: údaje', parameters: { setup: fullFormAt('details') } };
export const SummaryStep: Story = { name: 'Krok 4: shrnutí', parameters: { setup: fullFormAt('summary') } };
export const NotSent: Story = { name: 'Neodesláno (výpadek sítě)', parameters: { setup: fullFormOffline } };
export const Confirmation: Story = { name: 'Potvrzení s kódem', parameters: { setup: fullFormSent } };
/** Under the photographer's hold policy the thank-you says that confirming the e-mail holds the day, and for how long. */
export const ConfirmationWithHold: Story = {
  name: 'Potvrzení s kódem: termín podržím po potvrzení e-mailu',
  parameters: { container: { dateHoldPolicy: { kind: 'hold', days: 7 } }, setup: fullFormSent },
};
