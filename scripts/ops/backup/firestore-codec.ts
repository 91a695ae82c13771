// Firestore values ⇄ plain JSON, losslessly: JSON has no Timestamp, bytes, GeoPoint or reference, so those (and
// the numbers JSON cannot write) become tagged objects `{ "$type": …, … }`. A stored map that itself has a "$type"
// key is wrapped as `{ "$type": "map", "value": … }`, so no user data is ever mistaken for a tag.
//
// One limit comes from the SDK, not from this file: firebase-admin reads integers and doubles both as JS numbers and
// writes any safe integer as an integer, so a double holding a whole number (5.0) comes back as the integer 5. The
// app stores no such doubles (ports/wire/firestore-documents.ts).
import { DocumentReference, FieldValue, GeoPoint, Timestamp, type Firestore } from 'firebase-admin/firestore';

// firebase-admin does not export the class of vector values; take it from one.
const vectorOf = FieldValue.vector([0]);
const VectorValue = vectorOf.constructor as new (...args: never[]) => typeof vectorOf;

const TAG = '$type';

/** A value read by firebase-admin → JSON that keeps its Firestore type. */
export function encodeValue(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (Number.isFinite(value) && !Object.is(value, -0)) return value;
    return { [TAG]: 'double', value: Object.is(value, -0) ? '-0' : String(value) };
  }
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value instanceof Timestamp) return { [TAG]: 'timestamp', seconds: value.seconds, nanoseconds: value.nanoseconds };
  if (value instanceof GeoPoint) return { [TAG]: 'geopoint', latitude: value.latitude, longitude: value.longitude };
  if (value instanceof DocumentReference) return { [TAG]: 'reference', path: value.path };
  if (value instanceof VectorValue) return { [TAG]: 'vector', values: value.toArray().map(encodeValue) };
  if (value instanceof Uint8Array) return { [TAG]: 'bytes', base64: Buffer.from(value).toString('base64') };
  const prototype = typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (prototype === Object.prototype || prototype === null) {
    const map = Object.fromEntries(Object.entries(value as object).map(([key, field]) => [key, encodeValue(field)]));
    return TAG in map ? { [TAG]: 'map', value: map } : map;
  }
  // A type added to Firestore later must fail the backup, never be written as an empty map.
  throw new Error(`Cannot back up a value of type ${(value as object | undefined)?.constructor?.name ?? typeof value}`);
}

/** JSON written by encodeValue → the value firebase-admin writes back; references point into `db`. */
export function decodeValue(value: unknown, db: Firestore): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => decodeValue(item, db));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a tagged value's fields depend on its tag
  const record = value as Record<string, any>;
  if (!(TAG in record)) return decodeMap(record, db);
  switch (record[TAG]) {
    case 'map':
      return decodeMap(record.value, db);
    case 'double':
      return record.value === '-0' ? -0 : Number(record.value);
    case 'timestamp':
      return new Timestamp(record.seconds, record.nanoseconds);
    case 'geopoint':
      return new GeoPoint(record.latitude, record.longitude);
    case 'reference':
      return db.doc(record.path);
    case 'vector':
      return FieldValue.vector(record.values.map((item: unknown) => Number(decodeValue(item, db))));
    case 'bytes':
      return Buffer.from(record.base64, 'base64');
    default:
      throw new Error(`Unknown tagged value in the backup: ${JSON.stringify(record[TAG])}`);
  }
}

function decodeMap(map: Record<string, unknown>, db: Firestore): Record<string, unknown> {
  return Object.fromEntries(Object.entries(map).map(([key, field]) => [key, decodeValue(field, db)]));
}
