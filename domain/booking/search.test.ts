import { describe, expect, it } from 'vitest';
import { bookingSearchTerms, matchesSearch, primarySearchTerm, SEARCH_TERM_MAX, searchWords } from './search';

const contact = { coupleNames: 'Šárka Nováková a Jiří Dvořák', email: 'sarka.novakova+svatba@seznam.cz' };
const booking = { contact: { ...contact, phone: '+420777123456' } };

describe('admin text search', () => {
  it('splits names and e-mails into folded words', () => {
    expect(searchWords('  Šárka  NOVÁKOVÁ-Dvořáková ')).toEqual(['sarka', 'novakova', 'dvorakova']);
    expect(searchWords('sarka.novakova+svatba@seznam.cz')).toEqual(['sarka', 'novakova', 'svatba', 'seznam', 'cz']);
    expect(searchWords(' ,; ')).toEqual([]);
  });

  it('matches word beginnings in names or e-mail, ignoring case and diacritics', () => {
    for (const search of ['novak', 'NOVÁK', 'šár', 'jiri dvor', 'seznam', 'sarka.novakova+svatba@seznam.cz', 'Dvořák Šárka', '']) {
      expect(matchesSearch(booking, search), search).toBe(true);
    }
  });

  it('needs every word of the search, each at the start of a word', () => {
    for (const search of ['kova', 'novak petr', 'gmail', 'arka', 'sarkaa']) {
      expect(matchesSearch(booking, search), search).toBe(false);
    }
  });

  it('stores every word prefix up to the limit, so the database can answer one word of the search', () => {
    const terms = bookingSearchTerms(contact);
    expect(terms).toEqual([...new Set(terms)].sort());
    for (const term of ['s', 'sa', 'sarka', 'novako', 'novakova', 'dvorak', 'seznam', 'cz', 'svatba', 'a']) expect(terms).toContain(term);
    expect(terms).not.toContain('arka');
    const long = bookingSearchTerms({ coupleNames: 'Maxmilián Příliš-dlouhéjménoopravdupředlouhé', email: 'x@y.cz' });
    expect(Math.max(...long.map((t) => t.length))).toBe(SEARCH_TERM_MAX);
  });

  it('the database filters on the longest word of the search, cut to the stored length', () => {
    expect(primarySearchTerm('  ')).toBeUndefined();
    expect(primarySearchTerm('Jiří Dvořák')).toBe('dvorak');
    expect(primarySearchTerm('a'.repeat(30))).toBe('a'.repeat(SEARCH_TERM_MAX));
    // Whatever the primary term, a matching booking stores it.
    for (const search of ['novak', 'jiri dvor', 'sarka.novakova+svatba@seznam.cz']) {
      expect(bookingSearchTerms(contact)).toContain(primarySearchTerm(search));
    }
  });
});
