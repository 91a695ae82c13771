import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { EMULATORS } from './emulator-support';

export { toTimestamp } from '../../adapters/firestore-admin/firestore-timestamps';

/**
 * firebase-admin's Firestore on the emulators, as the functions see it. The root package's copy of firebase-admin,
 * the one adapters/firestore-admin imports in tests: values (Timestamps, FieldValues) made by one copy are refused by
 * the other's Firestore, so tests hand the units this instance, never functions/src/config.ts db().
 */
export function db(): Firestore {
  const app = getApps().find((a) => a.name === 'tests') ?? initializeApp({ projectId: EMULATORS.projectId }, 'tests');
  return getFirestore(app);
}
