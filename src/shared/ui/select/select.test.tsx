import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Select } from './select';

function StatusFilter() {
  const [value, setValue] = useState('');
  return (
    <>
      <Select
        label="Stav"
        placeholder="Všechny stavy"
        value={value}
        onValue={setValue}
        options={[
          { value: 'new', label: 'Nová' },
          { value: 'confirmed', label: 'Potvrzená' },
        ]}
      />
      <output>{value || 'nic'}</output>
    </>
  );
}

describe('Select', () => {
  it('is a native select named by its label, starting on the empty choice', async () => {
    const user = userEvent.setup();
    render(<StatusFilter />);
    const select = screen.getByRole('combobox', { name: 'Stav' });
    expect(select).toHaveDisplayValue('Všechny stavy');
    await user.selectOptions(select, 'Potvrzená');
    expect(screen.getByRole('status')).toHaveTextContent('confirmed');
  });
});
