import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { DomainError } from '../../../domain/errors';
import { TOKENS } from '../../../ports/tokens';
import { PortalDocuments } from '../../../src/features/account/portal-documents';
import { documentsOnFakes } from '../../../tests/support/documents-on-fakes';

/** A few bytes stand for the stored PDF: the story shows the list, the download hands over whatever was stored. */
const PDF = new TextEncoder().encode('%PDF-1.7\n');

const meta = {
  title: 'Features/Account/Doklady',
  render: () => <PortalDocuments bookingId="b-doklady" status="deposit-paid" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Issued: Story = {
  name: 'Zálohová faktura a potvrzení o platbě',
  parameters: {
    setup: async (services: Container) => {
      const { issue } = await documentsOnFakes('couple', services);
      await issue('deposit-invoice', new Date('2027-03-10T09:00:00Z'), { pdf: PDF });
      await issue('payment-receipt', new Date('2027-03-18T09:00:00Z'), { pdf: PDF });
    },
  },
};

export const Empty: Story = {
  name: 'Zatím žádný doklad',
  parameters: { setup: async (services: Container) => void (await documentsOnFakes('couple', services)) },
};

export const LoadFailed: Story = {
  name: 'Doklady se nepodařilo načíst',
  parameters: {
    setup: async (services: Container) => {
      await documentsOnFakes('couple', services);
      services.rebind(TOKENS.CoupleDocuments).toConstantValue({
        myDocuments: () => Promise.reject(new DomainError('network/unavailable')),
        download: () => Promise.reject(new DomainError('network/unavailable')),
      });
    },
  },
};
