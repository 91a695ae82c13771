import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { csContractPortal as t } from '../../../src/texts/cs-contract-portal';
import { aContractBooking, contractWorld } from '../../../tests/support/contract-portal-setup';
import type { AppStoryParameters } from '../../support/app-story';

type Setup = NonNullable<AppStoryParameters['setup']>;

const PORTAL = '/ucet';
/** A generous cap on waiting for the page's own events (a slow CI machine), not a time budget. */
const WAIT = { timeout: 15_000 };

const meta = {
  title: 'Features/Account/Smlouva',
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo couple signed in over the real memory adapters, with their confirmed wedding (or the booking given). */
const withBooking = (status: 'new' | 'confirmed' = 'confirmed') => ({ url: PORTAL, container: { bookings: [aContractBooking({ status })] } });

// A story's setup hands the fakes to its play function (one story renders at a time).
let world: Awaited<ReturnType<typeof contractWorld>> | undefined;
const signedIn: Setup = async (services) => void (await contractWorld(services));
const keepWorld: Setup = async (services) => void (world = await contractWorld(services));
const acceptedElsewhere: Setup = async (services) => void (await (await contractWorld(services)).acceptElsewhere('smlouva-1', 'Jana Nováková a Petr Svoboda', true));

async function openContract({ canvas, userEvent }: StoryContext) {
  await userEvent.click(await canvas.findByRole('button', { name: t.show }, WAIT));
}

export const NotYet: Story = {
  name: 'Smlouva zatím není k dispozici',
  parameters: { ...withBooking('new'), setup: signedIn },
};

export const ToAccept: Story = {
  name: 'Smlouva k přijetí',
  parameters: { ...withBooking(), setup: signedIn },
  play: async (context: StoryContext) => {
    await openContract(context);
    await context.canvas.findByRole('button', { name: t.submit }, WAIT);
  },
};

/** The photographer published a new version between showing and pressing the button: refused, the names kept. */
export const Refused: Story = {
  name: 'Přijetí odmítnuto (smlouva se změnila)',
  parameters: { ...withBooking(), setup: keepWorld },
  play: async (context: StoryContext) => {
    const { canvas, userEvent } = context;
    await openContract(context);
    await canvas.findByRole('button', { name: t.submit }, WAIT);
    await world?.publishVersion(2, '## Smlouva o fotografování svatby, verze 2\n\nObjednatelé **{{snoubenci}}**.');
    await userEvent.click(canvas.getByRole('checkbox', { name: t.consent }));
    await userEvent.type(canvas.getByRole('textbox', { name: t.names }), 'Jana Nováková a Petr Svoboda');
    await userEvent.click(canvas.getByRole('checkbox', { name: t.withdrawal }));
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await canvas.findByText('contract/text-changed', {}, WAIT);
  },
};

export const Accepted: Story = {
  name: 'Smlouva přijata',
  parameters: { ...withBooking(), setup: acceptedElsewhere },
  play: async (context: StoryContext) => {
    await openContract(context);
    await context.canvas.findByText(t.acceptedHeading, {}, WAIT);
  },
};

/** "Stáhnout PDF" pressed while the PDF cannot be made (offline): the Czech reason with its code, the button kept. */
export const DownloadFailed: Story = {
  name: 'Stažení PDF se nezdařilo',
  parameters: {
    url: PORTAL,
    container: { bookings: [aContractBooking()], contractRenderer: async () => Promise.reject(new Error('offline')) },
    setup: acceptedElsewhere,
  },
  play: async (context: StoryContext) => {
    await openContract(context);
    await context.userEvent.click(await context.canvas.findByRole('button', { name: t.downloadPdf }, WAIT));
    await context.canvas.findByText('network/unavailable', {}, WAIT);
  },
};
