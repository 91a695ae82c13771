import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Booking/Booking page',
  tags: ['page'],
  parameters: { url: '/booking' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Poptávka svatebního focení' };
