import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { csErrors } from '../../../texts/cs-errors';
import { csUi } from '../../../texts/cs-ui';
import { Alert } from './alert';

describe('Alert', () => {
  it('announces an error at once, with its Czech message and typed code', () => {
    render(<Alert tone="error" title="Rezervace se nepodařilo uložit." error="network/unavailable" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Rezervace se nepodařilo uložit.');
    expect(alert).toHaveTextContent(csErrors.messages['network/unavailable']);
    expect(alert).toHaveTextContent(`${csErrors.errorCode}: network/unavailable`);
  });

  it('announces success politely, and a note that belongs to the page not at all', () => {
    const { rerender } = render(<Alert tone="success">Uloženo.</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Uloženo.');
    rerender(<Alert tone="info" announce={false}>Kalendář ukazuje jen potvrzené termíny.</Alert>);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be dismissed by its Czech close button', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<Alert tone="warning" onDismiss={onDismiss}>Záloha je po splatnosti.</Alert>);
    await user.click(screen.getByRole('button', { name: csUi.close }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
