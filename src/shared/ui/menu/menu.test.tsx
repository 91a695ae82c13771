import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { csUi } from '../../../texts/cs-ui';
import { Menu } from './menu';

function renderMenu() {
  const actions = { move: vi.fn(), note: vi.fn(), erase: vi.fn() };
  render(
    <Menu
      items={[
        { id: 'erase', label: 'Smazat (GDPR)', tone: 'danger', onAction: actions.erase },
        { id: 'move', label: 'Přesunout termín', onAction: actions.move },
        { id: 'note', label: 'Přidat poznámku', onAction: actions.note, isDisabled: true },
      ]}
    />,
  );
  return { user: userEvent.setup(), actions, trigger: screen.getByRole('button', { name: csUi.moreActions }) };
}

describe('Menu', () => {
  it('opens from the keyboard, moves with arrows, acts on Enter and gives focus back', async () => {
    const { user, actions, trigger } = renderMenu();
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Destructive actions come last, after a separator.
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Přesunout termín', 'Přidat poznámku', 'Smazat (GDPR)']);
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Přesunout termín' })).toHaveFocus());
    // The disabled item is skipped.
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Smazat (GDPR)' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(actions.erase).toHaveBeenCalledOnce();
    expect(actions.note).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes on Esc without acting', async () => {
    const { user, actions, trigger } = renderMenu();
    await user.click(trigger);
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(Object.values(actions).every((action) => action.mock.calls.length === 0)).toBe(true);
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
