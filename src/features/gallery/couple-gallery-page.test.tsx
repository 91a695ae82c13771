import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, pragueDate } from '../../../domain/booking/calendar';
import type { SelectionSettings } from '../../../domain/gallery/gallery';
import { demoGallery, demoGalleryBooking } from '../../../adapters/memory/demo-gallery';
import { renderSignedIn } from '../../../tests/support/render-signed-in';
import { csGallery } from '../../texts/cs-gallery';

const now = new Date();

function seed(selection?: SelectionSettings, expiresOn?: string) {
  const gallery = demoGallery(now);
  return {
    bookings: [demoGalleryBooking(now)],
    galleries: [{ ...gallery, gallery: { ...gallery.gallery, ...(selection ? { selection } : {}), ...(expiresOn ? { expiresOn } : {}) } }],
  };
}

async function openFromPortal(options: ReturnType<typeof seed>) {
  await renderSignedIn('/ucet', options);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('link', { name: csGallery.portal.open }));
  await screen.findByRole('heading', { level: 1, name: options.galleries[0]!.gallery.title });
  return user;
}

async function openPhoto(user: ReturnType<typeof userEvent.setup>, n: number) {
  await user.click(screen.getByRole('button', { name: new RegExp(`Otevřít fotografii ${n} z 40`) }));
  return screen.findByRole('dialog', { name: csGallery.viewer.label });
}

describe('the couple’s gallery from Moje svatba', { timeout: 30_000 }, () => {
  it('counts the selection against the quota and stops adding when it is full', async () => {
    const user = await openFromPortal(seed({ quota: 1, deadline: addDays(pragueDate(now), 10) }));
    const panel = screen.getByRole('region', { name: csGallery.selection.heading });
    expect(within(panel).getByText(csGallery.selection.counter(0, 1))).toBeInTheDocument();
    let viewer = await openPhoto(user, 1);
    await user.click(within(viewer).getByRole('button', { name: csGallery.selection.add }));
    expect(await within(panel).findByText(csGallery.selection.counter(1, 1))).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    viewer = screen.getByRole('dialog', { name: csGallery.viewer.label });
    expect(within(viewer).getByRole('button', { name: csGallery.selection.add })).toBeDisabled();
    expect(within(viewer).getByText(csGallery.selection.full)).toBeInTheDocument();
  });

  it('after the deadline shows the selection closed, with nothing to add or send', async () => {
    const user = await openFromPortal(seed({ quota: 20, deadline: addDays(pragueDate(now), -1) }));
    expect(screen.getByText(csGallery.selection.closed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: csGallery.selection.submit })).not.toBeInTheDocument();
    const viewer = await openPhoto(user, 1);
    expect(within(viewer).queryByRole('button', { name: csGallery.selection.add })).not.toBeInTheDocument();
  });

  it('sends the selection after a confirmation, with a comment kept, and locks it afterwards', async () => {
    const user = await openFromPortal(seed());
    const viewer = await openPhoto(user, 2);
    await user.click(within(viewer).getByRole('button', { name: csGallery.selection.add }));
    const comment = await within(viewer).findByRole('textbox', { name: csGallery.selection.comment });
    await user.type(comment, 'Přes dvoustranu');
    await user.click(within(viewer).getByRole('button', { name: csGallery.selection.saveComment }));
    expect(await within(viewer).findByText(csGallery.selection.commentSaved)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: csGallery.selection.submit }));
    const confirm = await screen.findByRole('alertdialog', { name: csGallery.selection.confirmTitle });
    await user.click(within(confirm).getByRole('button', { name: csGallery.selection.confirm }));
    expect(await screen.findByText(csGallery.selection.sent)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: csGallery.selection.submit })).not.toBeInTheDocument());
    const again = await openPhoto(user, 2);
    expect(within(again).queryByRole('button', { name: csGallery.selection.remove })).not.toBeInTheDocument();
    expect(within(again).getByText('Přes dvoustranu')).toBeInTheDocument();
  });

  it('keeps the downloads and the portfolio consent a tap away in the bar, the selection and its send button in view', async () => {
    const user = await openFromPortal(seed());
    const bar = screen.getByRole('group', { name: csGallery.bar.label });
    expect(within(bar).getByRole('region', { name: csGallery.selection.heading })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: csGallery.selection.submit })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: csGallery.downloads.request.all })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: csGallery.portfolio.gallery.allowed })).not.toBeInTheDocument();
    const portfolio = within(bar).getByRole('button', { name: csGallery.bar.portfolio(csGallery.portfolio.gallery.undecided) });
    expect(portfolio).toHaveAttribute('aria-expanded', 'false');
    await user.click(portfolio);
    expect(portfolio).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(bar).getByRole('radio', { name: csGallery.portfolio.gallery.allowed }));
    expect(await within(bar).findByRole('button', { name: csGallery.bar.portfolio(csGallery.portfolio.gallery.allowed) })).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: csGallery.bar.portfolio(csGallery.portfolio.gallery.allowed) }));
    expect(within(bar).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows a ZIP job that is still being prepared, with its parts and a way to check again', async () => {
    const user = await openFromPortal(seed());
    await user.click(screen.getByRole('button', { name: csGallery.downloads.heading }));
    await user.click(screen.getByRole('button', { name: csGallery.downloads.request.all }));
    const job = await screen.findByText(new RegExp(csGallery.downloads.status.queued));
    expect(job).toBeInTheDocument();
    expect(screen.getByText(/Část 1 z \d+ .* – připravuji/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: csGallery.downloads.check })).toBeEnabled();
    // The state stays beside the closed "Stažení v ZIPu".
    await user.click(screen.getByRole('button', { name: new RegExp(csGallery.downloads.heading) }));
    expect(screen.getByRole('button', { name: `${csGallery.downloads.heading} (${csGallery.bar.job.queued})` })).toHaveAttribute('aria-expanded', 'false');
  });

  it('tells the couple an expired gallery is archived, in the portal and at its address', async () => {
    await renderSignedIn('/ucet', seed(undefined, addDays(pragueDate(now), -1)));
    expect(await screen.findByText(new RegExp(csGallery.portal.archived))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: csGallery.portal.open })).not.toBeInTheDocument();
  });
});
