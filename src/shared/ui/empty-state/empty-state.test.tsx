import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('gives the page a heading at the level asked, its explanation and its action', () => {
    render(
      <EmptyState title="Zatím žádné poptávky" level={3} action={<a href="/admin/bookings/nova">Přidat ručně</a>}>
        Nové poptávky z webu se objeví tady.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Zatím žádné poptávky' })).toBeInTheDocument();
    expect(screen.getByText('Nové poptávky z webu se objeví tady.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Přidat ručně' })).toBeInTheDocument();
  });
});
