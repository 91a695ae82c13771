import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InMemoryContact } from '../../../adapters/memory/in-memory-contact';
import { TOKENS } from '../../../ports/tokens';
import { memoryFake } from '../../../tests/support/memory-fake';
import { renderApp } from '../../../tests/support/render-app';
import { csCommon } from '../../texts/cs-common';
import { csContent } from '../../texts/cs-content';
import { csErrors } from '../../texts/cs-errors';
import { CONTACT_STORE } from './contact-store';

/** The contact page, ready to type into. */
async function openContact() {
  const view = renderApp('/kontakt');
  await screen.findByRole('heading', { level: 1, name: csContent.contact.heading });
  // A person spends a while on the form; the fill-time signal must not mistake the test for a bot.
  view.services.get(CONTACT_STORE).setState({ shownAt: Date.now() - 60_000 });
  return { ...view, user: userEvent.setup(), contact: await memoryFake<InMemoryContact>(view.services, TOKENS.Contact) };
}

async function fillValidMessage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(csContent.contact.name), 'Jana Nováková');
  await user.type(screen.getByLabelText(csContent.contact.email), 'jana@example.cz');
  await user.type(screen.getByLabelText(csContent.contact.message), 'Máte volno 12. června 2027?');
  await user.click(screen.getByLabelText(new RegExp(csContent.contact.consent.slice(0, 20))));
}

describe('contact page', () => {
  it('shows Czech field messages with their codes and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderApp('/kontakt');
    await screen.findByRole('heading', { level: 1, name: csContent.contact.heading });
    await user.type(screen.getByLabelText(csContent.contact.name), 'Jana Nováková');
    await user.type(screen.getByLabelText(csContent.contact.email), 'jana@');
    await user.click(screen.getByRole('button', { name: csContent.contact.submit }));

    const email = screen.getByLabelText(csContent.contact.email);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining(csErrors.messages['email/invalid']));
    expect(screen.getByText('email/invalid')).toBeInTheDocument();
    expect(screen.getByText(csErrors.messages['consent/required'])).toBeInTheDocument();
    expect(screen.getByText(csContent.contact.fixErrors)).toBeInTheDocument();
    expect(screen.getByLabelText(csContent.contact.name)).toHaveValue('Jana Nováková');
    expect(email).toHaveValue('jana@');
    expect(email).toHaveFocus();
  });

  it('says "not sent, try again" on a network failure, keeps the form, and sends on retry', async () => {
    const { user, contact } = await openContact();
    contact.failNext('network/unavailable');
    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: csContent.contact.submit }));

    const alert = await screen.findByText(csContent.contact.notSent);
    expect(within(alert.closest('p')!).getByText('network/unavailable')).toBeInTheDocument();
    expect(screen.getByLabelText(csContent.contact.message)).toHaveValue('Máte volno 12. června 2027?');
    expect(contact.messages).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: csContent.contact.submit }));
    expect(await screen.findByText(csContent.contact.sent)).toBeInTheDocument();
    expect(contact.messages).toHaveLength(1);
  });

  it('the honeypot is hidden from people and assistive technology and out of the tab order', async () => {
    await openContact();
    const honeypot = document.querySelector<HTMLInputElement>('form input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    const hidden = honeypot.closest('[aria-hidden="true"]');
    expect(hidden).not.toBeNull();
    // Off-screen on /kontakt itself, not through a stylesheet only the booking pages load.
    expect(hidden).toHaveStyle({ position: 'absolute', left: '-10000px' });
    expect(screen.queryByRole('textbox', { name: csCommon.honeypot })).toBeNull();
  });

  it('a bot that fills the honeypot sees "sent", but nothing is stored', async () => {
    const { user, contact } = await openContact();
    await fillValidMessage(user);
    await user.type(document.querySelector<HTMLInputElement>('input[name="website"]')!, 'https://spam.example');
    await user.click(screen.getByRole('button', { name: csContent.contact.submit }));
    expect(await screen.findByText(csContent.contact.sent)).toBeInTheDocument();
    expect(contact.messages).toHaveLength(0);
  });

  it('shows the contact details with IČO from the content backend', async () => {
    renderApp('/kontakt');
    await screen.findByRole('heading', { level: 1, name: csContent.contact.heading });
    expect(screen.getAllByText(/06814271/).length).toBeGreaterThan(0);
  });
});
