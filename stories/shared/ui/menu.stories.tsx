import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu, type MenuAction } from '../../../src/shared/ui/menu/menu';
import { uiStoryFrame } from '../../support/desk-theme';

const meta = {
  title: 'Shared/UI/Menu',
  ...uiStoryFrame,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const none = () => undefined;
const bookingActions: MenuAction[] = [
  { id: 'move', label: 'Přesunout termín', onAction: none },
  { id: 'edit', label: 'Opravit údaje', onAction: none },
  { id: 'resend', label: 'Poslat potvrzení znovu', description: 'Jen u odeslaného e-mailu, který selhal', onAction: none, isDisabled: true },
  { id: 'cancel', label: 'Zrušit rezervaci', tone: 'danger', onAction: none },
  { id: 'erase', label: 'Smazat (GDPR)', tone: 'danger', onAction: none },
];

export const Closed: Story = {
  name: 'Zavřené',
  render: () => (
    <div className="ui-story-row">
      <Menu items={bookingActions} />
    </div>
  ),
};

/** Arrows move, Enter acts, Esc closes; destructive actions last, after a line. */
export const Open: Story = {
  name: 'Otevřené',
  render: () => (
    <div className="ui-story-row">
      <Menu items={bookingActions} defaultOpen />
    </div>
  ),
};
