import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DomainError } from '../../../domain/errors';
import { Button } from '../../../src/shared/ui/button/button';
import { ConfirmDialog } from '../../../src/shared/ui/confirm-dialog/confirm-dialog';
import { DateField } from '../../../src/shared/ui/date-field/date-field';
import { Dialog } from '../../../src/shared/ui/dialog/dialog';
import { TextArea } from '../../../src/shared/ui/text-area/text-area';
import { uiStoryFrame } from '../../support/desk-theme';

const meta = {
  title: 'Shared/UI/Dialog',
  ...uiStoryFrame,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function MoveDialog({ open: initiallyOpen = false }: { open?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [date, setDate] = useState('2027-08-21');
  const [note, setNote] = useState('');
  return (
    <>
      <div className="ui-story-row">
        <Button onPress={() => setOpen(true)}>Přesunout termín</Button>
      </div>
      <Dialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Přesunout svatbu na jiný den"
        footer={
          <>
            <Button onPress={() => setOpen(false)}>Zrušit</Button>
            <Button variant="primary" onPress={() => setOpen(false)}>
              Přesunout
            </Button>
          </>
        }
      >
        <p>Snoubenci dostanou e-mail s novým termínem.</p>
        <DateField label="Nový den" value={date} onValue={setDate} />
        <TextArea label="Poznámka do historie" value={note} onValue={setNote} maxLength={500} />
      </Dialog>
    </>
  );
}

export const Closed: Story = { name: 'Zavřený (otevřít tlačítkem)', render: () => <MoveDialog /> };

/** Focus is inside, Tab stays inside, Esc or × closes and focus returns to "Přesunout termín". */
export const Open: Story = { name: 'Otevřený', render: () => <MoveDialog open /> };

function EraseQuestion({ fails = false }: { fails?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <div className="ui-story-row">
        <Button variant="danger" onPress={() => setOpen(true)}>
          Smazat rezervaci
        </Button>
      </div>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Smazat rezervaci Jany a Petra?"
        confirmLabel="Smazat natrvalo"
        onConfirm={async () => {
          if (fails) throw new DomainError('network/unavailable', 'story');
        }}
      >
        <p>Smaže se i historie, zprávy a e-maily. Vrátit to nejde.</p>
      </ConfirmDialog>
    </>
  );
}

/** A destructive step asks first; it opens on "Zrušit". */
export const Confirm: Story = { name: 'Potvrzení nevratného kroku', render: () => <EraseQuestion /> };

/** Press "Smazat natrvalo": the step fails and the dialog says why, in Czech with the code. */
export const ConfirmFailing: Story = { name: 'Potvrzení, krok selže', render: () => <EraseQuestion fails /> };
