import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Booking/Simple booking page',
  tags: ['page'],
  parameters: { url: '/simple-booking' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Rychlá poptávka' };
