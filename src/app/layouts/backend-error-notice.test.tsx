import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InMemoryBackendErrors } from '../../../adapters/memory/in-memory-backend-errors';
import { TOKENS } from '../../../ports/tokens';
import { renderApp } from '../../../tests/support/render-app';
import { csCommon } from '../../texts/cs-common';
import { csContent } from '../../texts/cs-content';
import { csErrors } from '../../texts/cs-errors';

describe('backend error notice', () => {
  it('shows rate limits and outages in Czech with the code, ignores validation answers, and can be dismissed', async () => {
    const user = userEvent.setup();
    const { services } = renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: csContent.faq.heading });
    const errors = services.get(TOKENS.BackendErrors) as InMemoryBackendErrors;
    // The notice subscribes when the layout's effect has run, which on a cold machine can be after the heading shows:
    // emit until it is listening (a report sent before anything listens is not what this test is about).
    await waitFor(() => {
      act(() => errors.emit({ code: 'auth/rate-limited', status: 429 }));
      expect(screen.getByText(csErrors.messages['auth/rate-limited'])).toBeInTheDocument();
    });
    expect(screen.getByText('auth/rate-limited')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: csCommon.serverError.dismiss }));
    expect(screen.queryByText(csErrors.messages['auth/rate-limited'])).not.toBeInTheDocument();
    // Now listening for sure: a validation answer (400) is the form's to explain, not the notice's.
    act(() => errors.emit({ code: 'unknown', status: 400 }));
    expect(screen.queryByText(csErrors.messages.unknown)).not.toBeInTheDocument();
  });
});
