import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentOffline, signedInToAdminAs, storyAccounts } from '../../support/story-setup';

const meta = {
  title: 'Features/Errors/Error pages',
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing at this address: 404 inside the site's layout. */
export const NotFound: Story = { name: '404 – stránka nenalezena', parameters: { url: '/neexistuje/stranka' } };

/** A malformed address (the slug fails validation): 404 without the layout. */
export const FatalNotFound: Story = {
  name: '404 – neplatná adresa (bez layoutu)',
  parameters: { url: '/weddings/Neplatny_Slug' },
};

/** The CMS is unreachable. */
export const ServerError: Story = { name: '500 – chyba serveru', parameters: { url: '/', setup: contentOffline } };

export const Forbidden: Story = {
  name: '403 – přístup odepřen',
  parameters: { url: '/admin/bookings', setup: signedInToAdminAs(storyAccounts.visitor) },
};
