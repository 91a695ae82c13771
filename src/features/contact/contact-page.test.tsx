import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InMemoryContact } from '../../../adapters/memory/in-memory-contact';
import { TOKENS } from '../../../ports/tokens';
import { renderApp } from '../../../tests/support/render-app';
import { cs } from '../../texts/cs';

describe('contact page', () => {
  it('shows Czech field messages with their codes and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderApp('/kontakt');
    await screen.findByRole('heading', { level: 1, name: cs.contact.heading });
    await user.type(screen.getByLabelText(cs.contact.name), 'Jana Nováková');
    await user.type(screen.getByLabelText(cs.contact.email), 'jana@');
    await user.click(screen.getByRole('button', { name: cs.contact.submit }));

    const email = screen.getByLabelText(cs.contact.email);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining(cs.errorMessages['email/invalid']));
    expect(screen.getByText('email/invalid')).toBeInTheDocument();
    expect(screen.getByText(cs.errorMessages['consent/required'])).toBeInTheDocument();
    expect(screen.getByText(cs.contact.fixErrors)).toBeInTheDocument();
    expect(screen.getByLabelText(cs.contact.name)).toHaveValue('Jana Nováková');
    expect(email).toHaveValue('jana@');
    expect(email).toHaveFocus();
  });

  it('says "not sent, try again" on a network failure, keeps the form, and sends on retry', async () => {
    const user = userEvent.setup();
    const { services } = renderApp('/kontakt');
    const contact = services.get(TOKENS.Contact) as InMemoryContact;
    contact.failNext('network/unavailable');
    await screen.findByRole('heading', { level: 1, name: cs.contact.heading });
    await user.type(screen.getByLabelText(cs.contact.name), 'Jana Nováková');
    await user.type(screen.getByLabelText(cs.contact.email), 'jana@example.cz');
    await user.type(screen.getByLabelText(cs.contact.message), 'Máte volno 12. června 2027?');
    await user.click(screen.getByLabelText(new RegExp(cs.contact.consent.slice(0, 20))));
    await user.click(screen.getByRole('button', { name: cs.contact.submit }));

    const alert = await screen.findByText(cs.contact.notSent);
    expect(within(alert.closest('p')!).getByText('network/unavailable')).toBeInTheDocument();
    expect(screen.getByLabelText(cs.contact.message)).toHaveValue('Máte volno 12. června 2027?');
    expect(contact.messages).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: cs.contact.submit }));
    expect(await screen.findByText(cs.contact.sent)).toBeInTheDocument();
    expect(contact.messages).toHaveLength(1);
  });

  it('shows the contact details with IČO from the content backend', async () => {
    renderApp('/kontakt');
    await screen.findByRole('heading', { level: 1, name: cs.contact.heading });
    expect(screen.getAllByText(/06814271/).length).toBeGreaterThan(0);
  });
});
