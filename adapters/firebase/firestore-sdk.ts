// The desk's Firestore: the lite SDK (one REST request per read, query or transaction; no WebChannel stream, no
// local cache, no listeners — the desk uses none of them), ~32 KB gzip against the full SDK's ~159. Loaded with
// import(); the functions are named here so the chunk carries only these.
export {
  collection,
  connectFirestoreEmulator,
  doc,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  Timestamp,
  where,
} from 'firebase/firestore/lite';
export type { Firestore, QueryConstraint } from 'firebase/firestore/lite';
