import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DomainError } from '../../../../domain/errors';
import { csErrors } from '../../../texts/cs-errors';
import { csUi } from '../../../texts/cs-ui';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';

function Erase({ onConfirm }: { onConfirm(): Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        Smazat rezervaci
      </Button>
      <ConfirmDialog isOpen={open} onOpenChange={setOpen} title="Smazat rezervaci Jany a Petra?" confirmLabel="Smazat natrvalo" onConfirm={onConfirm}>
        <p>Smaže se i historie a e-maily. Vrátit to nejde.</p>
      </ConfirmDialog>
    </>
  );
}

async function ask(onConfirm: () => Promise<unknown>) {
  const user = userEvent.setup();
  render(<Erase onConfirm={onConfirm} />);
  const opener = screen.getByRole('button', { name: 'Smazat rezervaci' });
  await user.click(opener);
  const dialog = await screen.findByRole('alertdialog', { name: 'Smazat rezervaci Jany a Petra?' });
  return { user, opener, dialog };
}

describe('ConfirmDialog', () => {
  it('opens on the safe answer, so Enter at once destroys nothing', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { user, opener, dialog } = await ask(onConfirm);
    const cancel = within(dialog).getByRole('button', { name: csUi.cancel });
    await waitFor(() => expect(cancel).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('runs the step, stays put while it runs (no Esc) and closes when it is done', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, opener, dialog } = await ask(onConfirm);
    const confirm = within(dialog).getByRole('button', { name: 'Smazat natrvalo' });
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(confirm).toHaveAttribute('aria-disabled', 'true'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('says in Czech, with the code, why the step failed and lets her try again or cancel', async () => {
    const onConfirm = vi.fn(async () => {
      throw new DomainError('auth/forbidden', 'no admin claim');
    });
    const { user, dialog } = await ask(onConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Smazat natrvalo' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(csErrors.messages['auth/forbidden']);
    expect(alert).toHaveTextContent('auth/forbidden');
    await user.click(within(dialog).getByRole('button', { name: csUi.cancel }));
    // Opened again, the last failure is gone.
    await user.click(screen.getByRole('button', { name: 'Smazat rezervaci' }));
    const again = await screen.findByRole('alertdialog');
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });
});
