import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../../src/shared/ui/button/button';
import { ButtonLink } from '../../../src/shared/ui/button/button-link';
import { EmptyState } from '../../../src/shared/ui/empty-state/empty-state';
import { uiStoryFrame } from '../../support/desk-theme';

const meta = {
  title: 'Shared/UI/Empty state',
  ...uiStoryFrame,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoBookings: Story = {
  name: 'Žádné poptávky',
  render: () => (
    <EmptyState title="Zatím žádné poptávky" action={<ButtonLink to="/admin/bookings/nova" variant="primary">Zadat poptávku ručně</ButtonLink>}>
      <p>Poptávky z webu se objeví tady, jakmile je snoubenci pošlou.</p>
    </EmptyState>
  ),
};

export const NoMatch: Story = {
  name: 'Filtru nic neodpovídá',
  render: () => (
    <EmptyState title="Filtru neodpovídá žádná rezervace" level={3} action={<Button size="sm">Zrušit filtr</Button>}>
      <p>Zkuste jiné období nebo stav.</p>
    </EmptyState>
  ),
};
