import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_GUEST_LINK, DEMO_GUEST_PIN, demoGallery, demoGalleryBooking } from '../../../adapters/memory/demo-gallery';
import { renderApp } from '../../../tests/support/render-app';
import { csErrors } from '../../texts/cs-errors';
import { csGallery } from '../../texts/cs-gallery';

const now = new Date();
const seed = () => ({ bookings: [demoGalleryBooking(now)], galleries: [demoGallery(now)] });
const title = demoGallery(now).gallery.title;

async function openPinForm(link = DEMO_GUEST_LINK) {
  const view = renderApp(`/galerie/${link}`, seed());
  await screen.findByRole('heading', { level: 1, name: csGallery.pin.heading });
  return { ...view, user: userEvent.setup() };
}

async function enter(user: ReturnType<typeof userEvent.setup>, pin: string) {
  const field = screen.getByRole('textbox', { name: new RegExp(csGallery.pin.label) });
  await user.clear(field);
  await user.type(field, pin);
  await user.click(screen.getByRole('button', { name: csGallery.pin.submit }));
}

afterEach(() => sessionStorage.clear());

const rowTop = (row: Element) => Number(/translateY\((-?[\d.]+)px\)/.exec((row as HTMLElement).style.transform)?.[1]);

describe('the guests’ gallery (/galerie/:linkId)', () => {
  it('asks for a numeric PIN without autocomplete, shows how it reads a PIN typed with spaces and full-width digits', async () => {
    const { user } = await openPinForm();
    const field = screen.getByRole('textbox', { name: new RegExp(csGallery.pin.label) });
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'off');
    await user.type(field, '２４６ - ８１０');
    expect(screen.getByText(csGallery.pin.readAs('246 810'))).toBeInTheDocument();
    // The demo gallery asks for the guests' name and e-mail, both optional.
    expect(screen.getByRole('textbox', { name: csGallery.pin.name })).toBeInTheDocument();
  });

  it('refuses a PIN of the wrong shape before asking the server, and a wrong PIN with its message and code', async () => {
    const { user } = await openPinForm();
    await enter(user, '12345');
    expect(await screen.findByText(csErrors.messages['gallery/pin-format'])).toBeInTheDocument();
    await enter(user, '135790');
    expect(await screen.findByText(csErrors.messages['gallery/pin-wrong'])).toBeInTheDocument();
    expect(screen.getByText('gallery/pin-wrong')).toBeInTheDocument();
  });

  it('opens the gallery with the PIN typed with spaces, keeps the pass for the tab, and shows the grid', async () => {
    const { user } = await openPinForm();
    await enter(user, ` ${DEMO_GUEST_PIN.slice(0, 3)} ${DEMO_GUEST_PIN.slice(3)} `);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Otevřít fotografii 1 z 40/ })).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem(`galerie-pristup:${DEMO_GUEST_LINK}`)!)).toMatchObject({ pass: expect.any(String) });
    // Guests have no selection and no portfolio consent: those are the couple's.
    expect(screen.queryByRole('heading', { name: csGallery.selection.heading })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: csGallery.portfolio.heading })).not.toBeInTheDocument();
  });

  it('loads the first row’s thumbnails at once, its first (the largest paint’s candidate) at high priority, and the rows below lazily', async () => {
    const { user } = await openPinForm();
    await enter(user, DEMO_GUEST_PIN);
    await screen.findByRole('button', { name: /Otevřít fotografii 1 z 40/ });
    const rows = [...document.querySelectorAll('.gallery-grid__row')].sort((a, b) => rowTop(a) - rowTop(b));
    const images = (row: Element) => [...row.querySelectorAll('img')];
    // jsdom's window is 768 px tall and the grid 2 columns (184 px rows): a few rows on the first screen, more rendered below.
    expect(images(rows[0]!).map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([['eager', 'high'], ['eager', null]]);
    const rest = rows.slice(1).flatMap(images);
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.every((img) => img.getAttribute('loading') === 'lazy' && !img.hasAttribute('fetchpriority'))).toBe(true);
  });

  it('says a wrong link is not found, without a PIN form', async () => {
    renderApp('/galerie/NeexistujiciOdkaz1', seed());
    expect(await screen.findByRole('heading', { level: 1, name: csGallery.pin.closedHeading })).toBeInTheDocument();
    expect(screen.getByText('gallery/not-found')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('steps through the photos by keyboard in the full-screen viewer, and Esc returns focus to the photo shown last', async () => {
    const { user } = await openPinForm();
    await enter(user, DEMO_GUEST_PIN);
    const first = await screen.findByRole('button', { name: /Otevřít fotografii 1 z 40/ });
    first.focus();
    await user.keyboard('{Enter}');
    const viewer = await screen.findByRole('dialog', { name: csGallery.viewer.label });
    expect(within(viewer).getByRole('button', { name: csGallery.viewer.close })).toHaveFocus();
    expect(within(viewer).getByText('1 / 40')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(viewer).getByText('3 / 40')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('2 / 40')).toBeInTheDocument();
    // Guests have the web size: a download of the photo is offered.
    expect(within(viewer).getByRole('link', { name: csGallery.viewer.download })).toHaveAttribute('download', expect.stringMatching(/^DSC_\d+\.jpg$/));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Otevřít fotografii 2 z 40/ })).toHaveFocus());
  });

  it('keeps a guest’s favourites: the heart turns on, the filter counts it and shows only it', async () => {
    const { user } = await openPinForm();
    await enter(user, DEMO_GUEST_PIN);
    await screen.findByRole('heading', { level: 1, name: title });
    const [heart] = screen.getAllByRole('button', { name: csGallery.favourite.label });
    await user.click(heart!);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await user.click(screen.getByRole('button', { name: csGallery.filter.favourites(1) }));
    expect(screen.getAllByRole('button', { name: /Otevřít fotografii/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Otevřít fotografii 1 z 1/ })).toBeInTheDocument();
  });
});
