import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from '../../../src/shared/ui/alert/alert';
import { Button } from '../../../src/shared/ui/button/button';
import { uiStoryFrame } from '../../support/desk-theme';

const meta = {
  title: 'Shared/UI/Alert',
  ...uiStoryFrame,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  name: 'Všechny tóny',
  render: () => (
    <div className="ui-story-stack">
      <Alert tone="info" announce={false} title="Poptávky čekají">
        Dvě nové poptávky čekají déle než dva dny.
      </Alert>
      <Alert tone="success" announce={false}>
        Termín je potvrzený a snoubenci dostali e-mail.
      </Alert>
      <Alert tone="warning" announce={false} title="Záloha po splatnosti">
        Jana a Petr měli zaplatit do 1. 7. 2027.
      </Alert>
      <Alert tone="error" announce={false} title="Rezervace se nepodařilo načíst." error="network/unavailable" />
    </div>
  ),
};

/** A failure with its way on: the Czech message, the typed code and "try again". */
export const ErrorWithRetry: Story = {
  name: 'Chyba s opakováním',
  render: () => (
    <Alert tone="error" title="Změnu se nepodařilo uložit." error="booking/invalid-transition" action={<Button size="sm">Zkusit znovu</Button>} />
  ),
};

export const Dismissible: Story = {
  name: 'Zavíratelné',
  render: () => (
    <Alert tone="success" onDismiss={() => undefined}>
      Poznámka je uložená.
    </Alert>
  ),
};
