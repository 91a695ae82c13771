import { describe, expect, it } from 'vitest';
import { bankTransactionDocId } from './bank-documents';

describe('bankTransactionDocId (a bank id as a Firestore document id)', () => {
  it('escapes what Firestore refuses in an id (/, and the reserved . and .. and __…__) and keeps distinct ids distinct', () => {
    const ids = ['0000012026112007/1', '.', '..', '__name__', '26112000001', '0000012026112007%2F1'];
    const docIds = ids.map(bankTransactionDocId);
    for (const id of docIds) {
      expect(id).not.toMatch(/[/]/);
      expect(id).not.toMatch(/^\.{1,2}$|^__.*__$/);
    }
    expect(new Set(docIds).size).toBe(ids.length);
  });
});
