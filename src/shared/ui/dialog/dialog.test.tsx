import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { csUi } from '../../../texts/cs-ui';
import { Button } from '../button/button';
import { Dialog } from './dialog';

function WithDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Přesunout termín</Button>
      <Dialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Přesunout na jiný den"
        footer={
          <Button variant="primary" onPress={() => setOpen(false)}>
            Přesunout
          </Button>
        }
      >
        <label>
          Nový den <input />
        </label>
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<WithDialog />);
  const opener = screen.getByRole('button', { name: 'Přesunout termín' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Přesunout na jiný den' });
  return { user, opener, dialog };
}

describe('Dialog', () => {
  it('takes focus, keeps Tab inside and closes on Esc, handing focus back to its opener', async () => {
    const { user, opener, dialog } = await openDialog();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes by its Czech close button', async () => {
    const { user, opener, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: csUi.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('is modal: what lies behind it is hidden from screen readers', async () => {
    const { opener } = await openDialog();
    expect(screen.queryByRole('button', { name: 'Přesunout termín' })).not.toBeInTheDocument();
    expect(opener.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
