import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InMemoryAnalytics } from '../../../adapters/memory/in-memory-analytics';
import { TOKENS } from '../../../ports/tokens';
import { renderApp } from '../../../tests/support/render-app';
import { csCommon } from '../../texts/cs-common';

describe('cookie bar', () => {
  it('offers accept and reject as equal buttons; analytics starts only after accepting', async () => {
    const user = userEvent.setup();
    const { services } = renderApp('/');
    const accept = await screen.findByRole('button', { name: csCommon.consent.accept });
    const reject = screen.getByRole('button', { name: csCommon.consent.reject });
    expect(accept.className).toBe(reject.className);
    const analytics = services.get(TOKENS.Analytics) as InMemoryAnalytics;
    expect(analytics.isEnabled).toBe(false);
    await user.click(accept);
    expect(analytics.isEnabled).toBe(true);
    expect(screen.queryByRole('button', { name: csCommon.consent.accept })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: csCommon.consent.change }));
    expect(screen.getByRole('button', { name: csCommon.consent.reject })).toBeInTheDocument();
  });
});
