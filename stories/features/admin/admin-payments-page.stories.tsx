import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import camt053Sample from '../../../domain/bank/samples/camt053-ceska-sporitelna.xml?raw';
import { demoBankPayments } from '../../../adapters/memory/demo-bank';
import { csAdminPayments } from '../../../src/texts/cs-admin-payments';
import { aBooking } from '../../../tests/support/booking-mother';
import { signedInToAdminAs, storyAccounts } from '../../support/story-setup';

const t = csAdminPayments;
const jana = aBooking({ id: 'b-jana', status: 'confirmed', weddingDate: '2027-06-12', contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420777000111' } });
/** A request still to confirm: found by the same search, but it cannot take a payment. */
const janaRequest = aBooking({ id: 'b-jana-k', status: 'new', weddingDate: '2027-08-14', contact: { coupleNames: 'Jana a Karel', email: 'jana.k@example.cz', phone: '+420777000112' } });

const meta = {
  title: 'Features/Admin/Admin payments page',
  tags: ['page'],
  parameters: {
    url: '/admin/platby',
    container: { bookings: [jana], bankPayments: demoBankPayments(new Date('2027-03-10T09:00:00Z'), []) },
    setup: signedInToAdminAs(storyAccounts.admin),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A statement file chosen in the page's own file input (as a drop would choose it). */
async function choose({ canvas, userEvent }: StoryContext, file: File) {
  await userEvent.upload(await canvas.findByLabelText(t.upload.file, {}, { timeout: 5000 }), file);
}

/** Three payments no booking took: no symbol, an unknown symbol, euros (which cannot be assigned to a deposit). */
export const WithUnassigned: Story = { name: 'Nepřiřazené platby' };

export const Empty: Story = { name: 'Žádné nepřiřazené platby', parameters: { container: { bookings: [jana], bankPayments: [] } } };

/** A camt.053 statement imported: what it did, and its unassigned payments added to the list. */
export const Imported: Story = {
  name: 'Výpis camt.053 naimportovaný',
  parameters: { container: { bookings: [jana], bankPayments: [] } },
  play: async (context: StoryContext) => {
    await choose(context, new File([camt053Sample], 'vypis-cs-listopad.xml', { type: 'text/xml' }));
    await context.userEvent.click(context.canvas.getByRole('button', { name: t.upload.submit }));
    await context.canvas.findByRole('region', { name: t.result.title });
  },
};

/** A broken file: the Czech message with its code, the chosen file still chosen. */
export const ImportFailed: Story = {
  name: 'Poškozený výpis odmítnutý',
  play: async (context: StoryContext) => {
    await choose(context, new File([camt053Sample.slice(0, 400)], 'vypis-useknuty.xml', { type: 'text/xml' }));
    await context.userEvent.click(context.canvas.getByRole('button', { name: t.upload.submit }));
    await context.canvas.findByRole('alert');
  },
};

/**
 * "Přiřadit k rezervaci": the bookings searched by the couple's name; the confirmed one ready to be chosen, the request
 * still to confirm listed with why it cannot take the payment.
 */
export const Assigning: Story = {
  name: 'Přiřazení platby k rezervaci',
  parameters: { container: { bookings: [jana, janaRequest], bankPayments: demoBankPayments(new Date('2027-03-10T09:00:00Z'), []) } },
  play: async ({ canvas, userEvent }: StoryContext) => {
    const [first] = await canvas.findAllByRole('button', { name: t.unassigned.assign }, { timeout: 5000 });
    await userEvent.click(first!);
    await userEvent.type(canvas.getByLabelText(t.assign.search, { selector: 'input' }), 'jana');
    await userEvent.click(canvas.getByRole('button', { name: t.assign.searchSubmit }));
    await canvas.findByRole('list', { name: t.assign.results });
  },
};

/** The list filtered by a word of the payer's message: one of three left, the count said. */
export const Filtered: Story = {
  name: 'Nepřiřazené platby vyfiltrované',
  play: async ({ canvas, userEvent }: StoryContext) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: t.unassigned.filter }, { timeout: 5000 }), 'kateřina');
    await canvas.findByText(t.unassigned.filtered(1, 3));
  },
};

/** Nothing matches: the table says so instead of claiming there are no unassigned payments at all. */
export const FilteredNoMatch: Story = {
  name: 'Hledání bez výsledku',
  play: async ({ canvas, userEvent }: StoryContext) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: t.unassigned.filter }, { timeout: 5000 }), '99999');
    await canvas.findByText(t.unassigned.noMatch);
  },
};
