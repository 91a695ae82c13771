import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InMemoryAuth } from '../../../adapters/memory/in-memory-auth';
import { altchaChallenges } from '../../../application/bot/altcha-challenges';
import { TOKENS } from '../../../ports/tokens';
import { renderApp } from '../../../tests/support/render-app';
import { csCommon } from '../../texts/cs-common';
import { csAccount } from '../../texts/cs-account';
import { csErrors } from '../../texts/cs-errors';

describe('visitor account pages', () => {
  it('signs in and lands on the account page; the header then offers "Moje svatba"', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/prihlaseni');
    await screen.findByRole('heading', { level: 1, name: csAccount.signInTitle });
    await user.type(screen.getByLabelText(csAccount.identifier), 'novomanzele@example.cz');
    await user.type(screen.getByLabelText(csAccount.password), 'Svatba2027');
    await user.click(screen.getByRole('button', { name: csAccount.signIn }));
    await screen.findByRole('heading', { level: 1, name: csAccount.accountTitle });
    expect(router.state.location.pathname).toBe('/ucet');
    expect(screen.getByRole('link', { name: csCommon.nav.account })).toBeInTheDocument();
  });

  it('shows the Czech message and code for a wrong password and keeps the identifier', async () => {
    const user = userEvent.setup();
    renderApp('/prihlaseni');
    await screen.findByRole('heading', { level: 1, name: csAccount.signInTitle });
    await user.type(screen.getByLabelText(csAccount.identifier), 'novomanzele@example.cz');
    await user.type(screen.getByLabelText(csAccount.password), 'spatne');
    await user.click(screen.getByRole('button', { name: csAccount.signIn }));
    expect(await screen.findByText(csErrors.messages['auth/invalid-credentials'])).toBeInTheDocument();
    expect(screen.getByText('auth/invalid-credentials')).toBeInTheDocument();
    expect(screen.getByLabelText(csAccount.identifier)).toHaveValue('novomanzele@example.cz');
  });

  it('sends anonymous visitors from /ucet to sign in with a way back', async () => {
    const { router } = renderApp('/ucet');
    await screen.findByRole('heading', { level: 1, name: csAccount.signInTitle });
    expect(router.state.location.search).toBe('?next=%2Fucet');
  });

  it('registers, asks for e-mail confirmation, and an unconfirmed sign-in offers to resend it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/registrace', { botChallengeMaxCounter: 1 });
    await screen.findByRole('heading', { level: 1, name: csAccount.registerTitle });
    await user.type(screen.getByLabelText(csAccount.username), 'klara');
    await user.type(screen.getByLabelText(csAccount.email), 'klara@example.cz');
    await user.type(screen.getByLabelText(csAccount.password), 'kratke');
    await user.click(screen.getByRole('button', { name: csAccount.register }));
    expect(await screen.findByText(csErrors.messages['auth/weak-password'])).toBeInTheDocument();
    await user.clear(screen.getByLabelText(csAccount.password));
    await user.type(screen.getByLabelText(csAccount.password), 'Svatba2028');
    await user.click(screen.getByRole('button', { name: csAccount.register }));
    expect(await screen.findByText(csAccount.registered)).toBeInTheDocument();

    await router.navigate('/prihlaseni');
    await screen.findByRole('heading', { level: 1, name: csAccount.signInTitle });
    await user.type(screen.getByLabelText(csAccount.identifier), 'klara@example.cz');
    await user.type(screen.getByLabelText(csAccount.password), 'Svatba2028');
    await user.click(screen.getByRole('button', { name: csAccount.signIn }));
    expect(await screen.findByText(csErrors.messages['auth/not-confirmed'])).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: csAccount.resendConfirmation }));
    expect(await screen.findByText(csAccount.confirmationResent)).toBeInTheDocument();
  });

  it('resets the password with the code from the e-mail', async () => {
    const user = userEvent.setup();
    const { services, router } = renderApp('/zapomenute-heslo');
    await screen.findByRole('heading', { level: 1, name: csAccount.forgotTitle });
    await user.type(screen.getByLabelText(csAccount.email), 'novomanzele@example.cz');
    await user.click(screen.getByRole('button', { name: csAccount.sendResetLink }));
    expect(await screen.findByText(csAccount.resetLinkSent)).toBeInTheDocument();
    const code = (services.get(TOKENS.VisitorAuth) as InMemoryAuth).resetCodeFor('novomanzele@example.cz');
    await router.navigate(`/obnoveni-hesla?code=${code}`);
    await screen.findByRole('heading', { level: 1, name: csAccount.resetTitle });
    await user.type(screen.getByLabelText(csAccount.newPassword), 'Nove-heslo-9');
    await user.type(screen.getByLabelText(csAccount.passwordAgain), 'Nove-heslo-9');
    await user.click(screen.getByRole('button', { name: csAccount.setPassword }));
    await screen.findByRole('heading', { level: 1, name: csAccount.accountTitle });
  });

  it("registers with challenges from the accounts server (not the booking forms'); one it did not sign is refused in Czech", async () => {
    const user = userEvent.setup();
    const { services } = renderApp('/registrace');
    await screen.findByRole('heading', { level: 1, name: csAccount.registerTitle });
    const accounts = vi.spyOn(services.get(TOKENS.AccountBotChallenges), 'issue');
    const bookings = vi.spyOn(services.get(TOKENS.BotChallenges), 'issue');
    // The first challenge comes from a server with another key: the accounts fake refuses it like Strapi's guard.
    accounts.mockImplementationOnce(() => altchaChallenges('cizi-klic').issue(new Date()));
    await user.type(screen.getByLabelText(csAccount.username), 'robot');
    await user.type(screen.getByLabelText(csAccount.email), 'robot@example.cz');
    await user.type(screen.getByLabelText(csAccount.password), 'Svatba2028');
    await user.click(screen.getByRole('button', { name: csAccount.register }));
    expect(await screen.findByText(csErrors.messages['bot/challenge-failed'])).toBeInTheDocument();
    expect(screen.getByLabelText(csAccount.email)).toHaveValue('robot@example.cz');
    // Sent again, the next challenge is the accounts server's own: registered.
    await user.click(screen.getByRole('button', { name: csAccount.register }));
    expect(await screen.findByText(csAccount.registered)).toBeInTheDocument();
    expect(accounts).toHaveBeenCalledTimes(2);
    expect(bookings).not.toHaveBeenCalled();
  });

  it('refuses a reset request whose challenge failed, in Czech, and sends nothing', async () => {
    const user = userEvent.setup();
    const { services } = renderApp('/zapomenute-heslo');
    await screen.findByRole('heading', { level: 1, name: csAccount.forgotTitle });
    vi.spyOn(services.get(TOKENS.AccountBotChallenges), 'issue').mockRejectedValueOnce(new Error('offline'));
    await user.type(screen.getByLabelText(csAccount.email), 'novomanzele@example.cz');
    await user.click(screen.getByRole('button', { name: csAccount.sendResetLink }));
    expect(await screen.findByText(csErrors.messages['bot/challenge-failed'])).toBeInTheDocument();
    expect((services.get(TOKENS.VisitorAuth) as InMemoryAuth).resetCodeFor('novomanzele@example.cz')).toBeUndefined();
  });

  it('resends the confirmation e-mail only with a solved challenge of the accounts server; a failed one is refused in Czech and mails nothing', async () => {
    const user = userEvent.setup();
    const { services } = renderApp('/registrace', { botChallengeMaxCounter: 1 });
    const auth = services.get(TOKENS.VisitorAuth) as InMemoryAuth;
    await screen.findByRole('heading', { level: 1, name: csAccount.registerTitle });
    await user.type(screen.getByLabelText(csAccount.username), 'dita');
    await user.type(screen.getByLabelText(csAccount.email), 'dita@example.cz');
    await user.type(screen.getByLabelText(csAccount.password), 'Svatba2028');
    await user.click(screen.getByRole('button', { name: csAccount.register }));
    expect(await screen.findByText(csAccount.registered)).toBeInTheDocument();
    expect(auth.confirmationMailsTo('dita@example.cz')).toBe(1);
    const accounts = vi.spyOn(services.get(TOKENS.AccountBotChallenges), 'issue');
    accounts.mockRejectedValueOnce(new Error('offline'));
    await user.click(screen.getByRole('button', { name: csAccount.resendConfirmation }));
    expect(await screen.findByText(csErrors.messages['bot/challenge-failed'])).toBeInTheDocument();
    expect(auth.confirmationMailsTo('dita@example.cz')).toBe(1);
    await user.click(screen.getByRole('button', { name: csAccount.resendConfirmation }));
    expect(await screen.findByText(csAccount.confirmationResent)).toBeInTheDocument();
    expect(auth.confirmationMailsTo('dita@example.cz')).toBe(2);
    expect(accounts).toHaveBeenCalledTimes(2);
  });

  it('a provider callback after consent signs in, lands on the account page and leaves nothing of the round trip in the address', async () => {
    const { router } = renderApp(new InMemoryAuth({}).startUrl('google'));
    await screen.findByRole('heading', { level: 1, name: csAccount.accountTitle });
    expect(router.state.location.pathname).toBe('/ucet');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a declined consent lands on sign-in with the Czech message, the callback address replaced', async () => {
    const { router } = renderApp('/prihlaseni/google/callback?error=access_denied');
    expect(await screen.findByText(csErrors.messages['auth/provider-failed'])).toBeInTheDocument();
    expect(router.state.location.search).toBe('?chyba=auth%2Fprovider-failed');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a provider e-mail of a password account is refused in Czech, pointing to the password sign-in', async () => {
    const { services, router } = renderApp('/prihlaseni');
    await screen.findByRole('heading', { level: 1, name: csAccount.signInTitle });
    const consent = (services.get(TOKENS.SocialSignIn) as InMemoryAuth).grantConsent({ provider: 'google', email: 'novomanzele@example.cz', verified: true });
    await router.navigate(`/prihlaseni/google/callback?${consent.toString()}`);
    expect(await screen.findByText(csErrors.messages['auth/provider-email-taken'])).toBeInTheDocument();
    expect(services.get(TOKENS.VisitorAuth).currentUser()).toBeNull();
  });
});
