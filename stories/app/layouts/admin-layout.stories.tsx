import type { Meta, StoryObj } from '@storybook/react-vite';
import { placeholderRoutes } from '../../support/placeholder-page';
import { signedInToAdminAs, storyAccounts } from '../../support/story-setup';

const meta = {
  title: 'App/Layouts/Admin layout',
  tags: ['page'],
  parameters: { url: '/admin', routes: placeholderRoutes('/admin', { layout: 'admin' }) },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  name: 'Administrace (přihlášená fotografka)',
  parameters: { setup: signedInToAdminAs(storyAccounts.admin) },
};

export const SignedOut: Story = { name: 'Administrace (nepřihlášeno)' };
