import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoContent } from '../../../adapters/memory/demo-content/demo-content';
import { renderApp } from '../../../tests/support/render-app';
import { csCommon } from '../../texts/cs-common';
import { csErrors } from '../../texts/cs-errors';
import { csAdmin } from '../../texts/cs-admin';

describe('layouts', () => {
  it('the default layout has the navigation and a footer with contact details and IČO', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: demoContent.home.heroTitle });
    const nav = screen.getByRole('navigation', { name: csCommon.nav.label });
    for (const label of [csCommon.nav.services, csCommon.nav.pricing, csCommon.nav.portfolio, csCommon.nav.about, csCommon.nav.faq, csCommon.nav.contact]) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`${csCommon.footer.ico}: ${demoContent.siteSettings.ico}`);
    expect(within(footer).getByRole('link', { name: demoContent.siteSettings.email })).toBeInTheDocument();
  });

  it("the header's plain links (an island's) are followed in place by the full app, and mark the open page", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: demoContent.home.heroTitle });
    const nav = screen.getByRole('navigation', { name: csCommon.nav.label });
    await user.click(within(nav).getByRole('link', { name: csCommon.nav.pricing }));
    // jsdom does not navigate on a plain link: only the router's taking it over changes the address.
    await waitFor(() => expect(router.state.location.pathname).toBe('/cenik'));
    // React renders the new location after the router has it.
    expect(await within(nav).findByRole('link', { name: csCommon.nav.pricing, current: 'page' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: csCommon.nav.faq })).not.toHaveAttribute('aria-current');
  });

  it('admin pages use the admin layout, and anonymous visitors are sent to sign in', async () => {
    const { router } = renderApp('/admin/bookings');
    await screen.findByRole('heading', { level: 1, name: csAdmin.loginTitle });
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.search).toBe('?next=%2Fadmin%2Fbookings');
    expect(screen.queryByRole('navigation', { name: csCommon.nav.label })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: csAdmin.layoutLabel })).toBeInTheDocument();
  });

  it('a signed-in visitor without the admin role gets the Czech "no access" page', async () => {
    const user = userEvent.setup();
    renderApp('/admin/login');
    await screen.findByRole('heading', { level: 1, name: csAdmin.loginTitle });
    await user.type(screen.getByLabelText(csAdmin.email), 'novomanzele@example.cz');
    await user.type(screen.getByLabelText(csAdmin.password), 'Svatba2027');
    await user.click(screen.getByRole('button', { name: csAdmin.signIn }));
    expect(await screen.findByText(csErrors.messages['auth/forbidden'])).toBeInTheDocument();
  });

  it('the admin signs in and lands on the bookings desk', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/admin/login?next=%2Fadmin%2Fbookings');
    await screen.findByRole('heading', { level: 1, name: csAdmin.loginTitle });
    await user.type(screen.getByLabelText(csAdmin.email), 'fotograf@example.cz');
    await user.type(screen.getByLabelText(csAdmin.password), 'Fotograf2027');
    await user.click(screen.getByRole('button', { name: csAdmin.signIn }));
    await screen.findByRole('heading', { level: 1, name: csAdmin.bookingsTitle });
    expect(router.state.location.pathname).toBe('/admin/bookings');
  });

  it('a wrong admin password shows the Czech message and the typed code', async () => {
    const user = userEvent.setup();
    renderApp('/admin/login');
    await screen.findByRole('heading', { level: 1, name: csAdmin.loginTitle });
    await user.type(screen.getByLabelText(csAdmin.email), 'fotograf@example.cz');
    await user.type(screen.getByLabelText(csAdmin.password), 'spatne');
    await user.click(screen.getByRole('button', { name: csAdmin.signIn }));
    expect(await screen.findByText(csErrors.messages['auth/invalid-credentials'])).toBeInTheDocument();
    expect(screen.getByText('auth/invalid-credentials')).toBeInTheDocument();
    expect(screen.getByLabelText(csAdmin.email)).toHaveValue('fotograf@example.cz');
  });
});
