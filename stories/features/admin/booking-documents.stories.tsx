import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { DomainError } from '../../../domain/errors';
import { TOKENS } from '../../../ports/tokens';
import { BookingDocuments } from '../../../src/features/admin/booking-documents';
import { DocumentsArchive } from '../../../src/features/admin/documents-archive';
import { documentsOnFakes } from '../../../tests/support/documents-on-fakes';
import { uiStoryFrame } from '../../support/desk-theme';

const PDF = new TextEncoder().encode('%PDF-1.7\n');
const ISDOC = new TextEncoder().encode('<?xml version="1.0" encoding="UTF-8"?><Invoice/>');

const meta = {
  title: 'Features/Admin/Doklady',
  ...uiStoryFrame,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const issued = async (services: Container) => {
  const { issue } = await documentsOnFakes('admin', services);
  await issue('deposit-invoice', new Date('2027-03-10T09:00:00Z'), { pdf: PDF, isdoc: ISDOC });
  await issue('payment-receipt', new Date('2027-03-18T09:00:00Z'), { pdf: PDF });
};

export const BookingIssued: Story = {
  name: 'Doklady rezervace (PDF a ISDOC)',
  render: () => <BookingDocuments bookingId="b-doklady" />,
  parameters: { setup: issued },
};

export const BookingEmpty: Story = {
  name: 'Rezervace bez dokladů',
  render: () => <BookingDocuments bookingId="b-doklady" />,
  parameters: { setup: async (services: Container) => void (await documentsOnFakes('admin', services)) },
};

/** The functions did not answer: the Czech message, the code and "Zkusit znovu". */
export const BookingLoadFailed: Story = {
  name: 'Doklady rezervace se nepodařilo načíst',
  render: () => <BookingDocuments bookingId="b-doklady" />,
  parameters: {
    setup: async (services: Container) => {
      const failed = () => Promise.reject(new DomainError('network/unavailable'));
      services.rebind(TOKENS.DeskDocuments).toConstantValue({ bookingDocuments: failed, download: failed, monthlyArchive: failed });
    },
  },
};

export const Archive: Story = {
  name: 'Archiv pro účetní',
  render: () => <DocumentsArchive now={new Date('2027-04-02T08:00:00Z')} />,
  parameters: { setup: issued },
};
