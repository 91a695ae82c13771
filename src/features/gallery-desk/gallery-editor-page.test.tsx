import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_COUPLE_CONTACT } from '../../../adapters/memory/demo-accounts';
import { DEMO_GALLERY_ID } from '../../../adapters/memory/demo-gallery';
import { TOKENS } from '../../../ports/tokens';
import { deskAt } from '../../../tests/support/gallery-desk-session';
import { csAdminGallery } from '../../texts/cs-admin-gallery';
import { errorMessage } from '../../texts/cs-errors';

const t = csAdminGallery;

describe('gallery desk: list and editor', () => {
  it('lists the galleries and creates one from a booking, prefilled with the couple and the day', async () => {
    const { user, router, services } = await deskAt('/admin/galerie');
    const table = await screen.findByRole('table', { name: t.list.caption });
    const row = within(table).getByRole('row', { name: /Jana a Petr – Zámek Hluboká/ });
    expect(row).toHaveTextContent(t.state.published);
    expect(row).toHaveTextContent('40');
    await user.click(screen.getByRole('button', { name: t.list.create }));
    const dialog = await screen.findByRole('dialog', { name: t.create.title });
    const booking = within(dialog).getByLabelText(t.create.booking);
    const couple = DEMO_COUPLE_CONTACT.coupleNames;
    await within(dialog).findByRole('option', { name: new RegExp(couple) });
    await user.selectOptions(booking, within(dialog).getByRole('option', { name: new RegExp(couple) }));
    expect(within(dialog).getByLabelText(/Název galerie/)).toHaveValue(couple);
    await user.click(within(dialog).getByRole('button', { name: t.create.submit }));
    await screen.findByRole('heading', { level: 1, name: `${couple} – ${t.nav.settings}` });
    const id = router.state.location.pathname.split('/').pop()!;
    expect((await services.get(TOKENS.GalleryAdmin).get(id)).gallery).toMatchObject({ state: 'draft', bookingId: expect.any(String) });
  });

  it('refuses a new gallery without title and day with the Czech message on the field', async () => {
    const { user } = await deskAt('/admin/galerie');
    await user.click(await screen.findByRole('button', { name: t.list.create }));
    const dialog = await screen.findByRole('dialog', { name: t.create.title });
    await user.click(within(dialog).getByRole('button', { name: t.create.submit }));
    // The title and the day: each field says it is required.
    expect(await within(dialog).findAllByText(errorMessage('field/required'))).toHaveLength(2);
    expect(within(dialog).getByLabelText(/Název galerie/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("saves the details: title and the guests' download right", async () => {
    const { user, services } = await deskAt(`/admin/galerie/${DEMO_GALLERY_ID}`);
    const form = await screen.findByRole('region', { name: t.editor.details });
    const title = within(form).getByLabelText(/Název galerie/);
    await user.clear(title);
    await user.type(title, 'Jana a Petr');
    await user.selectOptions(within(form).getByLabelText(t.editor.rightsGuests), t.rights.none);
    await user.click(within(form).getByRole('button', { name: t.editor.save }));
    expect(await within(form).findByText(t.editor.saved)).toBeInTheDocument();
    expect((await services.get(TOKENS.GalleryAdmin).get(DEMO_GALLERY_ID)).gallery).toMatchObject({ title: 'Jana a Petr', rights: { guests: 'none' } });
  });

  it('sets the guests PIN, shows it once formatted, and the link appears to copy', async () => {
    const { user, services } = await deskAt(`/admin/galerie/${DEMO_GALLERY_ID}`);
    const card = await screen.findByRole('region', { name: t.guests.title });
    await user.type(within(card).getByLabelText(t.guests.pin), '12a456');
    await user.click(within(card).getByRole('button', { name: t.guests.setPin }));
    expect(await within(card).findByText(errorMessage('gallery/pin-format'))).toBeInTheDocument();
    await user.clear(within(card).getByLabelText(t.guests.pin));
    await user.type(within(card).getByLabelText(t.guests.pin), '１３５-７９１');
    await user.click(within(card).getByRole('button', { name: t.guests.setPin }));
    expect(await within(card).findByText(t.guests.pinShown('135 791'))).toBeInTheDocument();
    const viewer = services.get(TOKENS.GalleryViewer);
    const link = within(card).getByLabelText<HTMLInputElement>(t.guests.link).value;
    await expect(viewer.openAsGuest(link.split('/').pop()!, '135791')).resolves.toMatchObject({ pass: expect.any(String) });
    await user.click(within(card).getByRole('button', { name: t.copy }));
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('unpublishes only after the question, then the badge says so', async () => {
    const { user, services } = await deskAt(`/admin/galerie/${DEMO_GALLERY_ID}`);
    await user.click(await screen.findByRole('button', { name: t.publish.unpublish }));
    const question = await screen.findByRole('alertdialog', { name: t.publish.unpublishQuestion });
    await user.click(within(question).getByRole('button', { name: t.publish.unpublish }));
    expect(await screen.findByText(t.publish.unpublished)).toBeInTheDocument();
    expect((await services.get(TOKENS.GalleryAdmin).get(DEMO_GALLERY_ID)).gallery.state).toBe('unpublished');
  });

  it('says in Czech that an unknown gallery was not found', async () => {
    await deskAt('/admin/galerie/NeniTakovaGalerie');
    expect(await screen.findByText(errorMessage('gallery/not-found'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.retry })).toBeInTheDocument();
  });
});
