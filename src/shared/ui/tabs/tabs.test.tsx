import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const items = [
  { id: 'historie', label: 'Historie', content: <p>Přijato 10. 1. 2027</p> },
  { id: 'zpravy', label: 'Zprávy', count: 2, content: <p>Dobrý den, …</p> },
  { id: 'emaily', label: 'E-maily', count: 5, content: <p>Potvrzení termínu</p> },
];

describe('Tabs', () => {
  it('moves between tabs with the arrows and shows the chosen panel', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Tabs label="Podrobnosti rezervace" items={items} onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('tablist', { name: 'Podrobnosti rezervace' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Přijato 10. 1. 2027');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Historie' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const messages = screen.getByRole('tab', { name: 'Zprávy 2' });
    expect(messages).toHaveFocus();
    expect(messages).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Zprávy 2' })).toHaveTextContent('Dobrý den');
    expect(onSelectionChange).toHaveBeenLastCalledWith('zpravy');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'E-maily 5' })).toHaveFocus();
  });

  it('shows the tab its owner chose', () => {
    render(<Tabs label="Podrobnosti" items={items} selectedId="emaily" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Potvrzení termínu');
  });
});
