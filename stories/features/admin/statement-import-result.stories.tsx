import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatementImportResult } from '../../../src/features/admin/statement-import-result';
import { uiStoryFrame } from '../../support/desk-theme';

const meta = {
  title: 'Features/Admin/Statement import result',
  ...uiStoryFrame,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month's statement: one deposit paid, one paid in part, one overpaid, two unknown payers, outgoing movements. */
export const EveryKind: Story = {
  name: 'Výsledek importu se všemi druhy plateb',
  render: () => (
    <StatementImportResult
      result={{
        format: 'gpc',
        results: [
          { bankId: '1', kind: 'paid', bookingId: 'b-1' },
          { bankId: '2', kind: 'partial', bookingId: 'b-2' },
          { bankId: '3', kind: 'overpaid', bookingId: 'b-3' },
          { bankId: '4', kind: 'unassigned' },
          { bankId: '5', kind: 'unassigned' },
          { bankId: '6', kind: 'not-incoming' },
          { bankId: '7', kind: 'duplicate' },
        ],
        counts: { paid: 1, partial: 1, overpaid: 1, unassigned: 2, 'not-incoming': 1, duplicate: 1 },
      }}
    />
  ),
};
