import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoSeason } from '../../../adapters/memory/demo-season';
import { bookingsOffline, inOrder, signedInToAdminAs, storyAccounts } from '../../support/story-setup';

const meta = {
  title: 'Features/Admin/Admin dashboard page',
  tags: ['page'],
  parameters: { url: '/admin', container: demoSeason(new Date()), setup: signedInToAdminAs(storyAccounts.admin) },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The busy season of the memory demo: every card has work in it. */
export const BusySeason: Story = { name: 'Přehled v sezóně' };

export const AllClear: Story = { name: 'Nic nečeká', parameters: { container: { bookings: [] } } };

export const Failed: Story = {
  name: 'Rezervace se nepodařilo načíst',
  parameters: { setup: inOrder(signedInToAdminAs(storyAccounts.admin), bookingsOffline) },
};
