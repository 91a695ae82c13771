import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { DomainError } from '../../../domain/errors';
import { TOKENS } from '../../../ports/tokens';
import { csAdminContract as t } from '../../../src/texts/cs-admin-contract';
import { aContractBooking, contractWorld } from '../../../tests/support/contract-portal-setup';
import type { AppStoryParameters } from '../../support/app-story';
import { inOrder, signedInToAdminAs, storyAccounts } from '../../support/story-setup';

type Setup = NonNullable<AppStoryParameters['setup']>;

/** A generous cap on waiting for the page's own events (a slow CI machine), not a time budget. */
const WAIT = { timeout: 15_000 };

const accepted: Setup = async (services) => void (await (await contractWorld(services)).acceptElsewhere('smlouva-1', 'Jana Nováková a Petr Svoboda', true));
/** The desk's contract calls fail as an unreachable server would. */
const contractsOffline: Setup = (services) => {
  const offline = () => Promise.reject(new DomainError('network/unavailable'));
  services.rebind(TOKENS.DeskContract).toConstantValue({ bookingContract: offline, contractPdf: offline });
};

const meta = {
  title: 'Features/Admin/Smlouva v detailu rezervace',
  tags: ['page'],
  parameters: { url: '/admin/bookings/smlouva-1', container: { bookings: [aContractBooking()] }, setup: signedInToAdminAs(storyAccounts.admin) },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotAccepted: Story = {
  name: 'Smlouva zatím nepřijata',
  play: async ({ canvas }: StoryContext) => void (await canvas.findByText(t.notAccepted, {}, WAIT)),
};

export const Accepted: Story = {
  name: 'Smlouva přijata',
  parameters: { setup: inOrder(accepted, signedInToAdminAs(storyAccounts.admin)) },
  play: async ({ canvas }: StoryContext) => void (await canvas.findByRole('button', { name: t.download }, WAIT)),
};

export const LoadFailed: Story = {
  name: 'Stav smlouvy se nepodařilo načíst',
  parameters: { setup: inOrder(contractsOffline, signedInToAdminAs(storyAccounts.admin)) },
  play: async ({ canvas }: StoryContext) => void (await canvas.findByText(t.loadFailed, {}, WAIT)),
};
