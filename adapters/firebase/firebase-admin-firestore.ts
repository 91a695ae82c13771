import { DomainError } from '../../domain/errors';
import { firestoreError } from './firebase-errors';
import type { FirebaseStartup } from './firebase-startup';

const loadFirestore = () => import('./firestore-sdk');
export type FirestoreSdk = Awaited<ReturnType<typeof loadFirestore>>;

/**
 * Direct Firestore work as the signed-in admin. The claim is checked up front too, because an idempotent no-op (or
 * a query that matches nothing) reaches nothing the rules could refuse, and the contracts say a non-admin is refused
 * either way. Every failure comes back as a DomainError (firestoreError).
 */
export async function asAdmin<T>(
  startup: FirebaseStartup,
  work: (fs: FirestoreSdk, db: import('./firestore-sdk').Firestore) => Promise<T>,
): Promise<T> {
  try {
    const [fs, { firestore, auth }] = await Promise.all([loadFirestore(), startup.services()]);
    const user = auth.currentUser;
    if (!user) throw new DomainError('auth/not-signed-in');
    if ((await user.getIdTokenResult()).claims.admin !== true) throw new DomainError('auth/forbidden');
    return await work(fs, firestore);
  } catch (error) {
    throw firestoreError(error);
  }
}
