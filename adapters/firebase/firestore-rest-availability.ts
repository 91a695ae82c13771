import { inject, injectable } from 'inversify';
import type { DateLock } from '../../domain/booking/booking';
import { effectiveLocks } from '../../domain/booking/date-lock';
import { DomainError } from '../../domain/errors';
import type { AvailabilityPort } from '../../ports/availability-port';
import { DATE_LOCKS, fromLockDocument } from '../../ports/wire/firestore-documents';
import { firestoreError } from './firebase-errors';
import type { FirebaseHttp } from './firebase-http';
import { FIREBASE_TOKENS } from './firebase-tokens';

type RestValue = { stringValue?: string; timestampValue?: string; nullValue?: null };
type RunQueryRow = { document?: { fields?: Record<string, RestValue> } };

/**
 * The public date locks through Firestore's REST API: one `runQuery` (a range on `date`) per call, unauthenticated —
 * firestore.rules let anyone read `dateLocks`, which hold no personal data. An expired hold (not yet deleted by the
 * `expireDateHolds` job) is left out: it blocks nothing.
 */
@injectable()
export class FirestoreRestAvailability implements AvailabilityPort {
  constructor(@inject(FIREBASE_TOKENS.Http) private readonly http: FirebaseHttp) {}

  async listDateLocks(from: string, to: string): Promise<DateLock[]> {
    const field = { fieldPath: 'date' };
    const structuredQuery = {
      from: [{ collectionId: DATE_LOCKS }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [
            { fieldFilter: { field, op: 'GREATER_THAN_OR_EQUAL', value: { stringValue: from } } },
            { fieldFilter: { field, op: 'LESS_THAN_OR_EQUAL', value: { stringValue: to } } },
          ],
        },
      },
      orderBy: [{ field, direction: 'ASCENDING' }],
    };
    let response: Response;
    try {
      response = await this.http.fetch(`${this.http.documentsUrl}:runQuery`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ structuredQuery }),
      });
    } catch (error) {
      throw new DomainError('network/unavailable', error instanceof Error ? error.message : 'fetch failed');
    }
    const body = (await response.json().catch(() => undefined)) as RunQueryRow[] | { error?: { status?: string } } | undefined;
    if (!response.ok || !Array.isArray(body)) {
      const status = !Array.isArray(body) ? body?.error?.status : undefined;
      throw firestoreError({ code: status ? status.toLowerCase().replace(/_/g, '-') : 'unavailable' });
    }
    const locks = body.flatMap((row) => {
      const fields = row.document?.fields;
      if (!fields) return [];
      return [fromLockDocument(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.stringValue ?? v.timestampValue ?? null])))];
    });
    return effectiveLocks(locks, new Date());
  }
}
