import { describe, expect, it } from 'vitest';
import { InMemoryContact } from '../../../adapters/memory/in-memory-contact';
import { createContactStore } from './contact-store';

const filled = {
  name: 'Jana Nováková',
  email: 'jana@example.cz',
  phone: '',
  weddingDate: '2027-06-12',
  message: 'Dobrý den, máte volno?',
  consent: true,
};

function fill(store: ReturnType<typeof createContactStore>) {
  for (const [field, value] of Object.entries(filled)) {
    store.getState().setField(field as keyof typeof filled, value as never);
  }
}

describe('contact store', () => {
  it('validates with the domain rule and sends nothing when invalid', async () => {
    const contact = new InMemoryContact({});
    const store = createContactStore({ contact });
    await store.getState().submit();
    expect(store.getState().errors).toMatchObject({ name: 'field/required', consent: 'consent/required' });
    expect(contact.messages).toHaveLength(0);
  });

  it('clears a field error as soon as the field is edited', async () => {
    const store = createContactStore({ contact: new InMemoryContact({}) });
    await store.getState().submit();
    store.getState().setField('name', 'J');
    expect(store.getState().errors.name).toBeUndefined();
    expect(store.getState().errors.email).toBe('field/required');
  });

  it('sends a valid message and empties the form', async () => {
    const contact = new InMemoryContact({});
    const store = createContactStore({ contact, now: () => new Date('2026-11-22T10:00:00Z') });
    fill(store);
    await store.getState().submit();
    expect(store.getState().status).toBe('sent');
    expect(contact.messages).toEqual([expect.objectContaining({ email: 'jana@example.cz', consentAt: '2026-11-22T10:00:00.000Z' })]);
    expect(store.getState().values.name).toBe('');
  });

  it('keeps everything typed when sending fails, with the typed failure code', async () => {
    const contact = new InMemoryContact({});
    contact.failNext('network/unavailable');
    const store = createContactStore({ contact });
    fill(store);
    await store.getState().submit();
    expect(store.getState()).toMatchObject({ status: 'failed', failure: 'network/unavailable', values: filled });
    await store.getState().submit();
    expect(store.getState().status).toBe('sent');
    expect(contact.messages).toHaveLength(1);
  });
});
