import { describe, expect, it } from 'vitest';
import { accountContact } from './account-prefill';
import { coupleNames } from './booking-request';

describe('accountContact', () => {
  it('splits a couple name into the two partners, the inverse of coupleNames', () => {
    const contact = accountContact({ displayName: 'Jana Nováková a Petr Novák', email: 'jana@example.cz' });
    expect(contact).toEqual({ partner1: 'Jana Nováková', partner2: 'Petr Novák', email: 'jana@example.cz' });
    expect(coupleNames(contact.partner1, contact.partner2)).toBe('Jana Nováková a Petr Novák');
  });

  it('keeps any other display name whole as the first partner', () => {
    expect(accountContact({ displayName: 'klara', email: ' klara@example.cz ' })).toEqual({ partner1: 'klara', partner2: '', email: 'klara@example.cz' });
    expect(accountContact({ displayName: 'Anna a Petr a Eva', email: 'a@example.cz' }).partner1).toBe('Anna a Petr a Eva');
  });
});
