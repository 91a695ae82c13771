import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorView } from '../../../src/features/errors/error-view';

const meta = {
  title: 'Features/Errors/Error view',
  component: ErrorView,
  parameters: { layout: 'padded' },
  args: { path: '/neexistuje', info: { status: 404, message: 'Page not found: /neexistuje', fatal: false } },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = { name: '404' };

export const Forbidden: Story = {
  name: '403',
  args: { path: '/admin/bookings', info: { status: 403, message: 'Forbidden: /admin/bookings', fatal: false } },
};

export const ServerError: Story = {
  name: '500',
  args: { path: '/', info: { status: 500, message: 'Internal Server Error', fatal: false } },
};
