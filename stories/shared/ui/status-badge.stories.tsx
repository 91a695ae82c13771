import type { Meta, StoryObj } from '@storybook/react-vite';
import { bookingStatuses } from '../../../domain/booking/booking';
import { Badge } from '../../../src/shared/ui/badge/badge';
import { StatusBadge } from '../../../src/shared/ui/status-badge/status-badge';
import { uiStoryFrame } from '../../support/desk-theme';

const meta = {
  title: 'Shared/UI/Badges',
  ...uiStoryFrame,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every booking status, each in its own colour pair (--status-*-fg/-bg, AA-checked by tokens.test.ts). */
export const EveryStatus: Story = {
  name: 'Všechny stavy rezervace',
  render: () => (
    <div className="ui-story-row">
      {bookingStatuses.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
};

export const Tones: Story = {
  name: 'Tóny',
  render: () => (
    <div className="ui-story-row">
      <Badge>Ručně zadaná</Badge>
      <Badge tone="info">3 zprávy</Badge>
      <Badge tone="success">Záloha zaplacena</Badge>
      <Badge tone="warning">Záloha splatná do 3 dnů</Badge>
      <Badge tone="danger">Záloha po splatnosti</Badge>
    </div>
  ),
};
