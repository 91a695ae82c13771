import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ErrorCode } from '../../../domain/errors';
import { Checkbox } from '../../../src/shared/ui/checkbox/checkbox';
import { Select } from '../../../src/shared/ui/select/select';
import { TextArea } from '../../../src/shared/ui/text-area/text-area';
import { TextField } from '../../../src/shared/ui/text-field/text-field';
import { csAdmin } from '../../../src/texts/cs-admin';
import { uiStoryFrame } from '../../support/desk-theme';

const meta = {
  title: 'Shared/UI/Form fields',
  ...uiStoryFrame,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const statusOptions = Object.entries(csAdmin.status).map(([value, label]) => ({ value, label }));

function Fields({ errors = {}, size = 'md', disabled = false }: { errors?: Partial<Record<'name' | 'email' | 'status' | 'note' | 'send', ErrorCode>>; size?: 'sm' | 'md'; disabled?: boolean }) {
  const [name, setName] = useState(errors.name ? '' : 'Jana a Petr Škodovi');
  const [email, setEmail] = useState(errors.email ? 'jana@example' : 'jana@example.cz');
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('Chtějí i přípravy u nevěsty.');
  const [send, setSend] = useState(true);
  return (
    <form className="ui-story-stack" onSubmit={(event) => event.preventDefault()}>
      <TextField label="Jména snoubenců" required size={size} value={name} onValue={setName} error={errors.name} disabled={disabled} />
      <TextField label="E-mail" type="email" hint="Sem přijde potvrzení termínu." size={size} value={email} onValue={setEmail} error={errors.email} disabled={disabled} />
      <Select label="Stav" placeholder="Všechny stavy" size={size} options={statusOptions} value={status} onValue={setStatus} error={errors.status} disabled={disabled} />
      <TextArea label="Interní poznámka" maxLength={500} value={note} onValue={setNote} error={errors.note} disabled={disabled} />
      <Checkbox label="Poslat snoubencům e-mail" hint="Bez něj se změna jen uloží." checked={send} onChecked={setSend} error={errors.send} disabled={disabled} />
    </form>
  );
}

export const Filled: Story = { name: 'Vyplněná pole', render: () => <Fields /> };

/** The server refused: each field says why in Czech, with the typed code. */
export const WithErrors: Story = {
  name: 'Chyby od serveru',
  render: () => <Fields errors={{ name: 'field/required', email: 'email/invalid', note: 'field/too-long', send: 'consent/required' }} />,
};

export const Small: Story = { name: 'Malá (filtry)', render: () => <Fields size="sm" /> };

export const Disabled: Story = { name: 'Nedostupná', render: () => <Fields disabled /> };
