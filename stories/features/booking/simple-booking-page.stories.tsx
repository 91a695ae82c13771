import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { BOOKING_STORES } from '../../../src/features/booking/booking-stores';

const meta = {
  title: 'Features/Booking/Simple booking page',
  tags: ['page'],
  parameters: { url: '/simple-booking' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Rychlá poptávka' };
export const Errors: Story = {
  name: 'Chyby ve formuláři',
  parameters: { setup: (services: Container) => services.get(BOOKING_STORES).simple.getState().submit({}) },
};
