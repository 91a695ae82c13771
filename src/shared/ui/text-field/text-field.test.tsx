import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { csErrors } from '../../../texts/cs-errors';
import { TextField } from './text-field';

function Name({ error }: { error?: 'field/required' }) {
  const [value, setValue] = useState('');
  return <TextField label="Jména snoubenců" hint="Jak je oslovit" required value={value} onValue={setValue} error={error} />;
}

describe('TextField', () => {
  it('is named by its label and described by its hint; typing reaches the owner', async () => {
    const user = userEvent.setup();
    render(<Name />);
    const input = screen.getByRole('textbox', { name: /Jména snoubenců/ });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Jak je oslovit');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, 'Jana a Petr');
    expect(input).toHaveValue('Jana a Petr');
  });

  it('marks itself invalid and is described by the Czech message and the typed code', () => {
    render(<Name error="field/required" />);
    const input = screen.getByRole('textbox', { name: /Jména snoubenců/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(csErrors.messages['field/required']));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('field/required'));
  });
});
