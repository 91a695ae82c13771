import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REAUTHENTICATION } from '../../../domain/user/reauthentication';
import { TOKENS } from '../../../ports/tokens';
import { demoCouple, renderSignedIn } from '../../../tests/support/render-signed-in';
import { csAccount } from '../../texts/cs-account';
import { csErrors } from '../../texts/cs-errors';
import { csPortal } from '../../texts/cs-portal';

const t = csPortal.privacy;

/** The memory profile's own portal and accounts fake: the password is checked by the fake accounts service. */
async function openPrivacy() {
  const view = await renderSignedIn('/ucet');
  await screen.findByRole('heading', { level: 1, name: csAccount.accountTitle });
  return { ...view, user: userEvent.setup(), privacy: within(screen.getByRole('region', { name: t.heading })) };
}

afterEach(() => vi.restoreAllMocks());

describe('Vaše údaje: the password again before the export or the erasure', { timeout: 30_000 }, () => {
  it('a wrong password is refused in Czech with its code, marked on the field, and what was typed stays to correct', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:test/0');
    URL.revokeObjectURL = vi.fn();
    const downloads = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, privacy } = await openPrivacy();
    await user.click(privacy.getByRole('button', { name: t.exportAction }));
    const field = privacy.getByLabelText(t.passwordLabel);
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    await user.type(field, `${demoCouple.password}x`);
    await user.click(privacy.getByRole('button', { name: t.exportYes }));

    expect(await privacy.findByText(csErrors.messages['auth/wrong-password'])).toBeInTheDocument();
    expect(privacy.getByText('auth/wrong-password')).toBeInTheDocument();
    expect(privacy.getByRole('alert')).toHaveTextContent(t.checkPassword);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue(`${demoCouple.password}x`);
    expect(downloads).not.toHaveBeenCalled();

    await user.type(field, '{Backspace}');
    await user.click(privacy.getByRole('button', { name: t.exportYes }));
    expect(await privacy.findByText(t.exported)).toBeInTheDocument();
    expect(downloads).toHaveBeenCalledTimes(1);
  });

  it('an empty password is refused as reauth-required, and nothing is deleted', async () => {
    const { user, privacy, services } = await openPrivacy();
    await user.click(privacy.getByRole('button', { name: t.deleteAction }));
    await user.click(privacy.getByRole('button', { name: t.deleteYes }));
    expect(await privacy.findByText(csErrors.messages['auth/reauth-required'])).toBeInTheDocument();
    expect(services.get(TOKENS.VisitorAuth).currentUser()).not.toBeNull();
    expect(screen.queryByRole('heading', { name: t.erasedHeading })).not.toBeInTheDocument();
  });

  it(`after ${REAUTHENTICATION.maxWrongPasswords} wrong passwords the session is taken back: signed out, told why, offered to sign in again`, async () => {
    const { user, privacy, services } = await openPrivacy();
    await user.click(privacy.getByRole('button', { name: t.deleteAction }));
    const field = privacy.getByLabelText(t.passwordLabel);
    await user.type(field, 'spatne-heslo-1');
    for (let attempt = 1; attempt < REAUTHENTICATION.maxWrongPasswords; attempt += 1) {
      await user.click(privacy.getByRole('button', { name: t.deleteYes }));
      await waitFor(() => expect(privacy.getByRole('button', { name: t.deleteYes })).toBeEnabled());
      expect(privacy.getByText(csErrors.messages['auth/wrong-password'])).toBeInTheDocument();
    }
    await user.click(privacy.getByRole('button', { name: t.deleteYes }));

    expect(await screen.findByRole('heading', { name: t.endedHeading })).toHaveFocus();
    expect(screen.getByText(csErrors.messages['auth/reauth-locked'])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.signInAgain })).toHaveAttribute('href', '/prihlaseni');
    expect(services.get(TOKENS.VisitorAuth).currentUser()).toBeNull();
    // The account itself is untouched: the right password signs in again.
    await expect(services.get(TOKENS.VisitorAuth).signIn(demoCouple)).resolves.toMatchObject({ email: demoCouple.identifier });
  });
});
