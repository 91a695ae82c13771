import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../../src/shared/ui/button/button';
import { ButtonLink } from '../../../src/shared/ui/button/button-link';
import { uiStoryFrame } from '../../support/desk-theme';

const meta = {
  title: 'Shared/UI/Button',
  ...uiStoryFrame,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four weights: one primary per view, secondary for the rest, danger for what destroys, quiet for the minor. */
export const Variants: Story = {
  name: 'Varianty',
  render: () => (
    <div className="ui-story-row">
      <Button variant="primary">Potvrdit termín</Button>
      <Button variant="secondary">Přesunout termín</Button>
      <Button variant="danger">Odmítnout</Button>
      <Button variant="quiet">Přidat poznámku</Button>
    </div>
  ),
};

export const Small: Story = {
  name: 'Malé (sm)',
  render: () => (
    <div className="ui-story-row">
      <Button variant="primary" size="sm">Potvrdit</Button>
      <Button variant="secondary" size="sm">Upravit</Button>
      <Button variant="danger" size="sm">Smazat</Button>
      <Button variant="quiet" size="sm">Zrušit filtr</Button>
    </div>
  ),
};

/** While the step runs: the spinner, the same name, presses ignored, focus kept. */
export const Pending: Story = {
  name: 'Probíhá (pending)',
  render: () => (
    <div className="ui-story-row">
      <Button variant="primary" isPending>Potvrzuji…</Button>
      <Button variant="secondary" isPending>Ukládám…</Button>
      <Button variant="danger" isPending size="sm">Mažu…</Button>
    </div>
  ),
};

export const Disabled: Story = {
  name: 'Nedostupné',
  render: () => (
    <div className="ui-story-row">
      <Button variant="primary" isDisabled>Potvrdit termín</Button>
      <Button variant="secondary" isDisabled>Přesunout termín</Button>
    </div>
  ),
};

/** Navigation drawn as a button: a real link (opens in a new tab, shows its address). */
export const AsLink: Story = {
  name: 'Jako odkaz',
  render: () => (
    <div className="ui-story-row">
      <ButtonLink to="/admin/bookings/b-1" variant="primary">Otevřít rezervaci</ButtonLink>
      <ButtonLink to="/admin/kalendar" variant="secondary" size="sm">Kalendář</ButtonLink>
    </div>
  ),
};

/** On a phone, the main action spans the width. */
export const FullWidth: Story = {
  name: 'Přes celou šířku',
  render: () => (
    <div className="ui-story-stack">
      <Button variant="primary" fullWidth>Potvrdit termín</Button>
      <Button variant="secondary" fullWidth>Zaznamenat zálohu</Button>
    </div>
  ),
};
