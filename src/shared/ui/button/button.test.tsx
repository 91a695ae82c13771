import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ButtonLink } from './button-link';

describe('Button', () => {
  it('acts on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button variant="primary" onPress={onPress}>Potvrdit</Button>);
    const button = screen.getByRole('button', { name: 'Potvrdit' });
    expect(button).toHaveClass('ui-button--primary', 'ui-button--md');
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('while pending keeps focus and its name, ignores presses and says it is busy', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const { rerender } = render(<Button onPress={onPress}>Uložit</Button>);
    const button = screen.getByRole('button', { name: 'Uložit' });
    button.focus();
    rerender(
      <Button onPress={onPress} isPending>
        Uložit
      </Button>,
    );
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('is disabled for real when isDisabled', () => {
    render(<Button isDisabled>Smazat</Button>);
    expect(screen.getByRole('button', { name: 'Smazat' })).toBeDisabled();
  });
});

describe('ButtonLink', () => {
  it('is a link (navigation, not an action) drawn as a button', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        { path: '/', element: <ButtonLink to="/admin/bookings/b1" variant="secondary" size="sm">Otevřít rezervaci</ButtonLink> },
        { path: '/admin/bookings/:id', element: <p>detail</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Otevřít rezervaci' });
    expect(link).toHaveClass('ui-button', 'ui-button--secondary', 'ui-button--sm');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/admin/bookings/b1');
  });
});
