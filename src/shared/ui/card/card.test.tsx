import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('with a title is a region named by its heading', () => {
    render(
      <Card title="Záloha" actions={<button type="button">Zaplaceno</button>} footer={<span>Splatná 1. 7. 2027</span>}>
        9 000 Kč
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Záloha' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Záloha' }));
    expect(region).toContainElement(screen.getByRole('button', { name: 'Zaplaceno' }));
    expect(region).toHaveTextContent('Splatná 1. 7. 2027');
  });

  it('as an article in a list, at the level asked', () => {
    render(
      <Card as="article" title="Jana a Petr" level={3}>
        14. 8. 2027
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Jana a Petr' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Jana a Petr');
  });
});
