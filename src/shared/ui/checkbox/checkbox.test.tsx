import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { csErrors } from '../../../texts/cs-errors';
import { Checkbox } from './checkbox';

function Consent({ error }: { error?: 'consent/required' }) {
  const [checked, setChecked] = useState(false);
  return <Checkbox label="Poslat snoubencům e-mail" hint="Jinak se nic neodešle" checked={checked} onChecked={setChecked} error={error} />;
}

describe('Checkbox', () => {
  it('toggles by its label and by Space', async () => {
    const user = userEvent.setup();
    render(<Consent />);
    const box = screen.getByRole('checkbox', { name: 'Poslat snoubencům e-mail' });
    expect(box).toHaveAccessibleDescription('Jinak se nic neodešle');
    await user.click(screen.getByText('Poslat snoubencům e-mail'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('carries its Czech error and code', () => {
    render(<Consent error="consent/required" />);
    const box = screen.getByRole('checkbox', { name: 'Poslat snoubencům e-mail' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(expect.stringContaining(csErrors.messages['consent/required']));
  });
});
