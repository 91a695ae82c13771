import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InMemoryBackendErrors } from '../../../adapters/memory/in-memory-backend-errors';
import { TOKENS } from '../../../ports/tokens';
import { renderApp } from '../../../tests/support/render-app';
import { cs } from '../../texts/cs';

describe('backend error notice', () => {
  it('shows rate limits and outages in Czech with the code, ignores validation answers, and can be dismissed', async () => {
    const user = userEvent.setup();
    const { services } = renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: cs.faq.heading });
    const errors = services.get(TOKENS.BackendErrors) as InMemoryBackendErrors;
    act(() => errors.emit({ code: 'unknown', status: 400 }));
    expect(screen.queryByText(cs.errorMessages.unknown)).not.toBeInTheDocument();
    act(() => errors.emit({ code: 'auth/rate-limited', status: 429 }));
    expect(screen.getByText(cs.errorMessages['auth/rate-limited'])).toBeInTheDocument();
    expect(screen.getByText('auth/rate-limited')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: cs.serverError.dismiss }));
    expect(screen.queryByText(cs.errorMessages['auth/rate-limited'])).not.toBeInTheDocument();
  });
});
