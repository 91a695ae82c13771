import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InMemoryAnalytics } from '../../../adapters/memory/in-memory-analytics';
import { TOKENS } from '../../../ports/tokens';
import { renderApp } from '../../../tests/support/render-app';
import { cs } from '../../texts/cs';

describe('cookie bar', () => {
  it('offers accept and reject as equal buttons; analytics starts only after accepting', async () => {
    const user = userEvent.setup();
    const { services } = renderApp('/');
    const accept = await screen.findByRole('button', { name: cs.consent.accept });
    const reject = screen.getByRole('button', { name: cs.consent.reject });
    expect(accept.className).toBe(reject.className);
    const analytics = services.get(TOKENS.Analytics) as InMemoryAnalytics;
    expect(analytics.isEnabled).toBe(false);
    await user.click(accept);
    expect(analytics.isEnabled).toBe(true);
    expect(screen.queryByRole('button', { name: cs.consent.accept })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: cs.consent.change }));
    expect(screen.getByRole('button', { name: cs.consent.reject })).toBeInTheDocument();
  });
});
