import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InMemoryCalendarFeed } from '../../../adapters/memory/in-memory-calendar-feed';
import type { ErrorCode } from '../../../domain/errors';
import { TOKENS } from '../../../ports/tokens';
import { aBooking } from '../../../tests/support/booking-mother';
import { memoryFake } from '../../../tests/support/memory-fake';
import { renderApp } from '../../../tests/support/render-app';
import { csAdmin } from '../../texts/cs-admin';
import { csErrors } from '../../texts/cs-errors';

const t = csAdmin.feed;

/** Signs the photographer in and lands on the calendar page; `failing` codes make the feed's next calls fail first. */
async function calendarPage(failing: ErrorCode[] = []) {
  const user = userEvent.setup();
  const view = renderApp(`/admin/login?next=${encodeURIComponent('/admin/kalendar')}`, {
    bookings: [aBooking({ id: 'b-1', weddingDate: '2027-06-12', status: 'confirmed' })],
  });
  const feed = await memoryFake<InMemoryCalendarFeed>(view.services, TOKENS.CalendarFeed);
  for (const code of failing) feed.failNext(code);
  await screen.findByRole('heading', { level: 1, name: csAdmin.loginTitle });
  await user.type(screen.getByLabelText(csAdmin.email), 'fotograf@example.cz');
  await user.type(screen.getByLabelText(csAdmin.password), 'Fotograf2027');
  await user.click(screen.getByRole('button', { name: csAdmin.signIn }));
  const panel = await screen.findByRole('region', { name: t.title });
  return { user, feed, panel };
}

describe('calendar subscription panel', () => {
  it('shows the private address read-only and copies it to the clipboard', async () => {
    const { user, feed, panel } = await calendarPage();
    const field = await within(panel).findByLabelText<HTMLInputElement>(t.urlLabel);
    expect(field).toHaveAttribute('readonly');
    expect(field.value).toMatch(/^https:\/\/www\.terezanovakova-foto\.cz\/kalendar-odber\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await feed.fetchFeed(field.value)).status).toBe(200);
    await user.click(within(panel).getByRole('button', { name: t.copy }));
    expect(await navigator.clipboard.readText()).toBe(field.value);
    expect(within(panel).getByRole('status')).toHaveTextContent(t.copied);
  });

  it('rotates only after the Czech confirmation; the old address then answers 404', async () => {
    const { user, feed, panel } = await calendarPage();
    const field = await within(panel).findByLabelText<HTMLInputElement>(t.urlLabel);
    const old = field.value;
    await user.click(within(panel).getByRole('button', { name: t.rotate }));
    expect(within(panel).getByText(t.rotateQuestion).closest('p')).toHaveFocus();
    await user.click(within(panel).getByRole('button', { name: t.rotateNo }));
    expect(field.value).toBe(old);
    expect(within(panel).getByRole('button', { name: t.rotate })).toHaveFocus();

    await user.click(within(panel).getByRole('button', { name: t.rotate }));
    await user.click(within(panel).getByRole('button', { name: t.rotateYes }));
    expect(await within(panel).findByText(t.rotated)).toBeInTheDocument();
    const rotated = within(panel).getByLabelText<HTMLInputElement>(t.urlLabel).value;
    expect(rotated).not.toBe(old);
    expect((await feed.fetchFeed(old)).status).toBe(404);
    expect((await feed.fetchFeed(rotated)).status).toBe(200);
  });

  it('explains a failed load and a failed rotation in Czech with the error code, and can try again', async () => {
    const { user, feed, panel } = await calendarPage(['network/unavailable']);
    const loadAlert = await within(panel).findByRole('alert');
    expect(loadAlert).toHaveTextContent(csErrors.messages['network/unavailable']);
    expect(loadAlert).toHaveTextContent('network/unavailable');
    await user.click(within(panel).getByRole('button', { name: t.retry }));
    const field = await within(panel).findByLabelText<HTMLInputElement>(t.urlLabel);
    const kept = field.value;

    feed.failNext('auth/forbidden');
    await user.click(within(panel).getByRole('button', { name: t.rotate }));
    await user.click(within(panel).getByRole('button', { name: t.rotateYes }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent(csErrors.messages['auth/forbidden']);
    expect(alert).toHaveTextContent('auth/forbidden');
    expect(field.value).toBe(kept);
  });
});
