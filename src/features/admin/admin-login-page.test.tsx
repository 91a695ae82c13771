import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InMemoryAuth } from '../../../adapters/memory/in-memory-auth';
import { TOKENS } from '../../../ports/tokens';
import { renderApp } from '../../../tests/support/render-app';
import { csAdmin } from '../../texts/cs-admin';
import { csErrors } from '../../texts/cs-errors';
import { safeNextPath } from './admin-login-page';

describe('admin sign-in after the session ended', () => {
  it('a session that could not be restored (access revoked) lands on the sign-in page with the Czech reason', async () => {
    const { services } = renderApp('/admin/bookings');
    // What the Firebase adapter does on start when the refresh token was revoked.
    (services.get(TOKENS.AdminAuth) as InMemoryAuth).endSession();
    await screen.findByRole('heading', { level: 1, name: csAdmin.loginTitle });
    expect(screen.getByRole('alert')).toHaveTextContent(csErrors.messages['auth/session-ended']);

    // Signing in again clears it.
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(csAdmin.email), 'fotograf@example.cz');
    await user.type(screen.getByLabelText(csAdmin.password), 'Fotograf2027');
    await user.click(screen.getByRole('button', { name: csAdmin.signIn }));
    await screen.findByRole('heading', { level: 1, name: csAdmin.bookingsTitle });
    expect(services.get(TOKENS.AdminAuth).sessionEnded()).toBe(false);
  });

  it('a visitor who simply is not signed in sees no such message', async () => {
    renderApp('/admin/bookings');
    await screen.findByRole('heading', { level: 1, name: csAdmin.loginTitle });
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });
});

describe('where the sign-in leads', () => {
  it.each([
    ['?next=%2Fadmin%2Fbookings', '/admin/bookings'],
    ['next=/admin/bookings/b-1', '/admin/bookings/b-1'],
    ['?next=/admin', '/admin'],
  ])('follows a desk address (%s)', (search, path) => {
    expect(safeNextPath(search)).toBe(path);
  });

  it.each([
    '',
    '?next=https%3A%2F%2Fevil.example%2Fadmin',
    '?next=//evil.example/admin',
    '?next=/ucet',
    '?next=/admin/../ucet',
    '?next=/admin/bookings&next=/admin/platby',
    '?next[a]=/admin',
  ])('goes to the desk home instead of %j', (search) => {
    expect(safeNextPath(search)).toBe('/admin');
  });
});
