import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoGallery, demoGalleryBooking } from '../../../adapters/memory/demo-gallery';
import { TOKENS } from '../../../ports/tokens';
import { demoCouple, renderSignedIn } from '../../../tests/support/render-signed-in';
import { csAccount } from '../../texts/cs-account';
import { csErrors } from '../../texts/cs-errors';
import { csPortal } from '../../texts/cs-portal';

const t = csPortal.privacy;

/** The memory profile with the demo couple's delivered gallery (adapters/memory/demo-gallery.ts). */
async function openPrivacy() {
  const now = new Date();
  const view = await renderSignedIn('/ucet', { bookings: [demoGalleryBooking(now)], galleries: [demoGallery(now)] });
  await screen.findByRole('heading', { level: 1, name: csAccount.accountTitle });
  return { ...view, user: userEvent.setup(), privacy: within(screen.getByRole('region', { name: t.heading })) };
}

describe('"Smazat účet" with a gallery: the couple says what happens to it', { timeout: 30_000 }, () => {
  it('asks, refuses to delete without an answer (the server decides), and deletes the gallery when told to', async () => {
    const { user, privacy, services } = await openPrivacy();
    await user.click(privacy.getByRole('button', { name: t.deleteAction }));
    const choice = await privacy.findByRole('group', { name: t.galleries.legend });
    expect(within(choice).getByText(t.galleries.note)).toBeInTheDocument();

    await user.type(privacy.getByLabelText(t.passwordLabel), demoCouple.password);
    await user.click(privacy.getByRole('button', { name: t.deleteYes }));
    expect(await privacy.findByText(csErrors.messages['privacy/gallery-choice-required'])).toBeInTheDocument();
    expect(services.get(TOKENS.VisitorAuth).currentUser()).not.toBeNull();

    await user.click(within(choice).getByRole('radio', { name: t.galleries.delete }));
    await user.click(privacy.getByRole('button', { name: t.deleteYes }));
    expect(await screen.findByRole('heading', { name: t.erasedHeading })).toBeInTheDocument();
    expect(screen.getByText(t.galleries.erased(1, 0).replace(/\u00A0/g, ' '))).toBeInTheDocument();
    expect(services.get(TOKENS.VisitorAuth).currentUser()).toBeNull();
  });
});
