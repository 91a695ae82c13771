import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Booking/Reservation page',
  tags: ['page'],
  parameters: { url: '/rezervace' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Rezervace termínu' };
