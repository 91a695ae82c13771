import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Admin/Admin login page',
  tags: ['page'],
  parameters: { url: '/admin/login' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Přihlášení' };

/** An anonymous visit to an admin page lands here, with the page to return to in `?next=`. */
export const RedirectedFromBookings: Story = {
  name: 'Přihlášení po přesměrování',
  parameters: { url: '/admin/bookings' },
};
