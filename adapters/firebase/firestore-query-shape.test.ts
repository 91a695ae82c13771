// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { indexFieldsFor, type IndexField } from './firestore-query-shape';

describe('firestore.indexes.json', () => {
  const indexes = (JSON.parse(readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8')) as {
    indexes: Array<{ collectionGroup: string; fields: IndexField[] }>;
  }).indexes;

  it('holds a composite index for every query shape the booking list can send', () => {
    for (const search of [undefined, '', 'nováková jana'] as const) {
      for (const status of [undefined, 'new'] as const) {
        for (const range of [{}, { from: '2027-01-01' }, { to: '2027-12-31' }, { from: '2027-01-01', to: '2027-12-31' }]) {
          for (const orderBy of ['weddingDate', 'createdAt'] as const) {
            for (const direction of ['asc', 'desc'] as const) {
              const needed = indexFieldsFor({ search, status, orderBy, direction, ...range });
              const found = indexes.some((i) => i.collectionGroup === 'bookings' && JSON.stringify(i.fields) === JSON.stringify(needed));
              expect(found, JSON.stringify({ search, status, orderBy, direction, ...range })).toBe(true);
            }
          }
        }
      }
    }
  });
});
