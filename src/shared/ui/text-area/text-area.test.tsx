import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './text-area';

function Note() {
  const [value, setValue] = useState('');
  return <TextArea label="Poznámka" maxLength={20} value={value} onValue={setValue} />;
}

describe('TextArea', () => {
  it('takes several lines and counts the characters left against maxLength', async () => {
    const user = userEvent.setup();
    render(<Note />);
    const area = screen.getByRole('textbox', { name: 'Poznámka' });
    expect(screen.getByText('0 / 20')).toBeInTheDocument();
    await user.type(area, 'Zavolat{Enter}zítra');
    expect(area).toHaveValue('Zavolat\nzítra');
    expect(screen.getByText('13 / 20')).toBeInTheDocument();
  });
});
