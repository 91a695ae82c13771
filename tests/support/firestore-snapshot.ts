import { DocumentReference, FieldValue, GeoPoint, Timestamp, type CollectionReference, type Firestore } from 'firebase-admin/firestore';

/** firebase-admin does not export the class of vector values. */
const VectorValue = FieldValue.vector([0]).constructor as new (...args: never[]) => { isEqual(other: unknown): boolean };

/** Every document of the database (subcollections included) as firebase-admin reads it, by path. */
export async function snapshotFirestore(db: Firestore): Promise<Map<string, Record<string, unknown>>> {
  const documents = new Map<string, Record<string, unknown>>();
  async function walk(collections: CollectionReference[]): Promise<void> {
    for (const collection of collections) {
      for (const ref of await collection.listDocuments()) {
        const snapshot = await ref.get();
        if (snapshot.exists) documents.set(ref.path, snapshot.data()!);
        await walk(await ref.listCollections());
      }
    }
  }
  await walk(await db.listCollections());
  return documents;
}

/**
 * Field-by-field differences between two values read by firebase-admin, type included (a Timestamp is not a map
 * with seconds, 1 is not "1", an empty array is not an empty map); each difference names its field path.
 */
export function differences(expected: unknown, actual: unknown, path = ''): string[] {
  const here = path || '(root)';
  const kind = (value: unknown): string => {
    if (value === null) return 'null';
    if (Array.isArray(value)) return 'array';
    if (value instanceof Uint8Array) return 'bytes';
    if (typeof value === 'object') return (value as object).constructor?.name ?? 'map';
    return typeof value;
  };
  if (kind(expected) !== kind(actual)) return [`${here}: ${kind(expected)} became ${kind(actual)}`];
  if (expected instanceof Timestamp && actual instanceof Timestamp) {
    return expected.isEqual(actual) ? [] : [`${here}: ${expected.toDate().toISOString()}+${expected.nanoseconds}ns became ${actual.toDate().toISOString()}+${actual.nanoseconds}ns`];
  }
  if (expected instanceof GeoPoint && actual instanceof GeoPoint) return expected.isEqual(actual) ? [] : [`${here}: GeoPoint differs`];
  if (expected instanceof DocumentReference && actual instanceof DocumentReference) {
    return expected.path === actual.path ? [] : [`${here}: reference ${expected.path} became ${actual.path}`];
  }
  if (expected instanceof VectorValue && actual instanceof VectorValue) return expected.isEqual(actual) ? [] : [`${here}: vector differs`];
  if (expected instanceof Uint8Array && actual instanceof Uint8Array) {
    return Buffer.from(expected).equals(Buffer.from(actual)) ? [] : [`${here}: bytes differ`];
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (expected.length !== actual.length) return [`${here}: ${expected.length} items became ${actual.length}`];
    return expected.flatMap((item, i) => differences(item, actual[i], `${path}[${i}]`));
  }
  if (typeof expected === 'object' && expected !== null) {
    const a = expected as Record<string, unknown>;
    const b = actual as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return keys.flatMap((key) => {
      const field = path ? `${path}.${key}` : key;
      if (!(key in b)) return [`${field}: missing after restore`];
      if (!(key in a)) return [`${field}: appeared after restore`];
      return differences(a[key], b[key], field);
    });
  }
  const show = (value: unknown) => (Object.is(value, -0) ? '-0' : JSON.stringify(value));
  return Object.is(expected, actual) ? [] : [`${here}: ${show(expected)} became ${show(actual)}`];
}
