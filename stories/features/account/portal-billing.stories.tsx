import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { PortalBilling } from '../../../src/features/account/portal-billing';
import { csBilling as t } from '../../../src/texts/cs-billing';
import { errorMessage } from '../../../src/texts/cs-errors';
import { aConfirmedPortalBooking, aPortalBooking } from '../../../tests/support/couple-portal-test-double';
import { signedInWithPortal } from './portal-setup';

const confirmed = aConfirmedPortalBooking({ id: 'p-billing' });
const company = aConfirmedPortalBooking({
  id: 'p-billing-company',
  status: 'deposit-paid',
  billing: { name: 'Nováková Studio s.r.o.', street: 'Dlouhá 5', city: 'Praha 1', postalCode: '110 00', ico: '27074358', dic: 'CZ27074358' },
});

const meta = {
  title: 'Features/Account/Fakturační údaje',
  parameters: { setup: signedInWithPortal([confirmed, company]) },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const AskedBeforeDeposit: Story = {
  name: 'Potvrzená rezervace bez fakturačních údajů (prosba před zálohou)',
  render: () => <PortalBilling booking={confirmed} />,
};

export const Filled: Story = {
  name: 'Vyplněno za firmu (IČO a DIČ)',
  render: () => <PortalBilling booking={company} />,
};

export const NewRequest: Story = {
  name: 'Nová poptávka (lze vyplnit dopředu)',
  render: () => <PortalBilling booking={aPortalBooking({ id: 'p-billing-new' })} />,
};

export const Refused: Story = {
  name: 'Odmítnuté PSČ a IČO (vše napsané zůstává)',
  render: () => <PortalBilling booking={confirmed} />,
  play: async ({ canvas, userEvent }: StoryContext) => {
    await userEvent.click(await canvas.findByRole('button', { name: t.fill }));
    await userEvent.type(canvas.getByLabelText(t.fields.name), 'Jana Nováková');
    await userEvent.type(canvas.getByLabelText(t.fields.street), 'Dlouhá 5');
    await userEvent.type(canvas.getByLabelText(t.fields.city), 'Praha');
    await userEvent.type(canvas.getByLabelText(t.fields.postalCode), '110');
    await userEvent.type(canvas.getByLabelText(t.fields.ico), '12345678');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await canvas.findByText(errorMessage('billing/postcode-invalid'), {}, { timeout: 15_000 });
  },
};
