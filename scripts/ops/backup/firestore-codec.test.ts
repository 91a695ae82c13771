// @vitest-environment node
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, GeoPoint, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { decodeValue, encodeValue } from './firestore-codec.ts';
import { differences } from '../../../tests/support/firestore-snapshot';

// No server is contacted: the instance only makes document references.
const db = getFirestore(initializeApp({ projectId: 'demo-codec' }, 'codec-test'));
const throughJson = (value: unknown) => decodeValue(JSON.parse(JSON.stringify(encodeValue(value))), db);

const TRICKY = {
  at: new Timestamp(1_764_000_000, 123_456_789),
  text: 'Šárka a Řehoř 💍',
  empty: [],
  emptyMap: {},
  nested: { a: { b: [{ c: new Timestamp(-1, 1) }, null, false] } },
  weird: [Number.NaN, Number.NEGATIVE_INFINITY, -0, 0.1],
  looksLikeATag: { $type: 'bytes', base64: 'AA==' },
  place: new GeoPoint(49.19, 16.6),
  ref: db.doc('dateLocks/2027-06-12'),
  bytes: Buffer.from('žluťoučký'),
  vector: FieldValue.vector([1, 2.5]),
};

describe('the backup codec', () => {
  it('survives JSON with every Firestore type intact', () => {
    expect(differences(TRICKY, throughJson(TRICKY))).toEqual([]);
  });

  it('writes Timestamps with their nanoseconds and escapes maps that look like its tags', () => {
    const encoded = encodeValue(TRICKY) as Record<string, unknown>;
    expect(encoded.at).toEqual({ $type: 'timestamp', seconds: 1_764_000_000, nanoseconds: 123_456_789 });
    expect(encoded.looksLikeATag).toEqual({ $type: 'map', value: { $type: 'bytes', base64: 'AA==' } });
  });

  it('refuses a value it does not know instead of writing it as an empty map', () => {
    class FutureType {}
    expect(() => encodeValue({ field: new FutureType() })).toThrow(/FutureType/);
    expect(() => decodeValue({ $type: 'decimal128', value: '1' }, db)).toThrow(/Unknown tagged value/);
  });

  it('compares by type and by field, so a lost nanosecond or a changed type is reported', () => {
    expect(differences({ at: new Timestamp(1, 5) }, { at: new Timestamp(1, 0) })).toEqual([expect.stringMatching(/^at: .*\+5ns became/)]);
    expect(differences({ at: new Timestamp(1, 0) }, { at: { seconds: 1, nanoseconds: 0 } })).toEqual(['at: Timestamp became Object']);
    expect(differences({ list: [] }, { list: {} })).toEqual(['list: array became Object']);
    expect(differences({ a: { b: 1 } }, { a: { b: 1, c: 2 } })).toEqual(['a.c: appeared after restore']);
    expect(differences({ n: -0 }, { n: 0 })).toEqual(['n: -0 became 0']);
  });
});
