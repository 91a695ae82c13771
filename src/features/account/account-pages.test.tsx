import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InMemoryAuth } from '../../../adapters/memory/in-memory-auth';
import { TOKENS } from '../../../ports/tokens';
import { renderApp } from '../../../tests/support/render-app';
import { cs } from '../../texts/cs';

describe('visitor account pages', () => {
  it('signs in and lands on the account page; the header then offers "Můj účet"', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/prihlaseni');
    await screen.findByRole('heading', { level: 1, name: cs.account.signInTitle });
    await user.type(screen.getByLabelText(cs.account.identifier), 'novomanzele@example.cz');
    await user.type(screen.getByLabelText(cs.account.password), 'Svatba2027');
    await user.click(screen.getByRole('button', { name: cs.account.signIn }));
    await screen.findByRole('heading', { level: 1, name: cs.account.accountTitle });
    expect(router.state.location.pathname).toBe('/ucet');
    expect(screen.getByRole('link', { name: cs.nav.account })).toBeInTheDocument();
  });

  it('shows the Czech message and code for a wrong password and keeps the identifier', async () => {
    const user = userEvent.setup();
    renderApp('/prihlaseni');
    await screen.findByRole('heading', { level: 1, name: cs.account.signInTitle });
    await user.type(screen.getByLabelText(cs.account.identifier), 'novomanzele@example.cz');
    await user.type(screen.getByLabelText(cs.account.password), 'spatne');
    await user.click(screen.getByRole('button', { name: cs.account.signIn }));
    expect(await screen.findByText(cs.errorMessages['auth/invalid-credentials'])).toBeInTheDocument();
    expect(screen.getByText('auth/invalid-credentials')).toBeInTheDocument();
    expect(screen.getByLabelText(cs.account.identifier)).toHaveValue('novomanzele@example.cz');
  });

  it('sends anonymous visitors from /ucet to sign in with a way back', async () => {
    const { router } = renderApp('/ucet');
    await screen.findByRole('heading', { level: 1, name: cs.account.signInTitle });
    expect(router.state.location.search).toBe('?next=%2Fucet');
  });

  it('registers, asks for e-mail confirmation, and an unconfirmed sign-in offers to resend it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/registrace');
    await screen.findByRole('heading', { level: 1, name: cs.account.registerTitle });
    await user.type(screen.getByLabelText(cs.account.username), 'klara');
    await user.type(screen.getByLabelText(cs.account.email), 'klara@example.cz');
    await user.type(screen.getByLabelText(cs.account.password), 'kratke');
    await user.click(screen.getByRole('button', { name: cs.account.register }));
    expect(await screen.findByText(cs.errorMessages['auth/weak-password'])).toBeInTheDocument();
    await user.clear(screen.getByLabelText(cs.account.password));
    await user.type(screen.getByLabelText(cs.account.password), 'Svatba2028');
    await user.click(screen.getByRole('button', { name: cs.account.register }));
    expect(await screen.findByText(cs.account.registered)).toBeInTheDocument();

    await router.navigate('/prihlaseni');
    await screen.findByRole('heading', { level: 1, name: cs.account.signInTitle });
    await user.type(screen.getByLabelText(cs.account.identifier), 'klara@example.cz');
    await user.type(screen.getByLabelText(cs.account.password), 'Svatba2028');
    await user.click(screen.getByRole('button', { name: cs.account.signIn }));
    expect(await screen.findByText(cs.errorMessages['auth/not-confirmed'])).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: cs.account.resendConfirmation }));
    expect(await screen.findByText(cs.account.confirmationResent)).toBeInTheDocument();
  });

  it('resets the password with the code from the e-mail', async () => {
    const user = userEvent.setup();
    const { services, router } = renderApp('/zapomenute-heslo');
    await screen.findByRole('heading', { level: 1, name: cs.account.forgotTitle });
    await user.type(screen.getByLabelText(cs.account.email), 'novomanzele@example.cz');
    await user.click(screen.getByRole('button', { name: cs.account.sendResetLink }));
    expect(await screen.findByText(cs.account.resetLinkSent)).toBeInTheDocument();
    const code = (services.get(TOKENS.VisitorAuth) as InMemoryAuth).resetCodeFor('novomanzele@example.cz');
    await router.navigate(`/obnoveni-hesla?code=${code}`);
    await screen.findByRole('heading', { level: 1, name: cs.account.resetTitle });
    await user.type(screen.getByLabelText(cs.account.newPassword), 'Nove-heslo-9');
    await user.type(screen.getByLabelText(cs.account.passwordAgain), 'Nove-heslo-9');
    await user.click(screen.getByRole('button', { name: cs.account.setPassword }));
    await screen.findByRole('heading', { level: 1, name: cs.account.accountTitle });
  });

  it('a provider callback signs in and removes the access token from the address', async () => {
    const { router } = renderApp('/prihlaseni/google/callback?access_token=demo-google-token');
    await screen.findByRole('heading', { level: 1, name: cs.account.accountTitle });
    expect(router.state.location.pathname).toBe('/ucet');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a rejected provider token lands on sign-in with the Czech message, token gone', async () => {
    const { router } = renderApp('/prihlaseni/facebook/callback?access_token=forged');
    expect(await screen.findByText(cs.errorMessages['auth/invalid-credentials'])).toBeInTheDocument();
    expect(router.state.location.search).toBe('?chyba=auth%2Finvalid-credentials');
  });
});
