import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { CallableRequest } from '../../ports/wire/callable-api';
import { callOverHttp, firebaseHttp } from './firebase-http';
import { FirestoreRestAvailability } from './firestore-rest-availability';

const production = { options: { projectId: 'svatebni-fotograf' }, functionsRegion: 'europe-west3' };
const emulators = { ...production, options: { projectId: 'demo-x' }, emulators: { auth: '127.0.0.1:9099', firestore: '127.0.0.1:8080', functions: '127.0.0.1:5001', storage: '127.0.0.1:9199' } };

/** A fetch that records requests and answers with what the test says (the edge these adapters own). */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const requests: Array<{ url: string; body: unknown }> = [];
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return answer();
  }) as unknown as typeof fetch;
  return { requests, fetchImpl };
}

const message: CallableRequest<'submitContactMessage'> = {
  message: { name: 'Jana', email: 'jana@example.cz', message: 'Dobrý den, máte volno?', consentAt: '2026-11-24T10:00:00.000Z' },
  signals: { honeypot: '', fillMs: 30_000, challenge: 'c29sdmVk' },
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('Firebase over HTTP', () => {
  it('addresses the production endpoints and the emulators as the SDK does', () => {
    const prod = firebaseHttp(production);
    expect(prod.callableUrl('submitBooking')).toBe('https://europe-west3-svatebni-fotograf.cloudfunctions.net/submitBooking');
    expect(prod.documentsUrl).toBe('https://firestore.googleapis.com/v1/projects/svatebni-fotograf/databases/(default)/documents');
    const local = firebaseHttp(emulators);
    expect(local.callableUrl('submitBooking')).toBe('http://127.0.0.1:5001/demo-x/europe-west3/submitBooking');
    expect(local.documentsUrl).toBe('http://127.0.0.1:8080/v1/projects/demo-x/databases/(default)/documents');
  });

  it('sends { data } and resolves the result', async () => {
    const { requests, fetchImpl } = fakeFetch(() => json(200, { result: { ok: true } }));
    await expect(callOverHttp(firebaseHttp(production, fetchImpl), 'submitContactMessage', message)).resolves.toEqual({ ok: true });
    expect(requests).toEqual([{ url: 'https://europe-west3-svatebni-fotograf.cloudfunctions.net/submitContactMessage', body: { data: message } }]);
  });

  it("maps our functions' error codes and field codes, and everything else to network/unavailable", async () => {
    const call = (answer: () => Response | Promise<Response>) => callOverHttp(firebaseHttp(production, fakeFetch(answer).fetchImpl), 'lookupReservation', { reservationCode: 'ABCD-EFGH', email: 'jana@example.cz' });
    await expect(
      call(() => json(400, { error: { status: 'INVALID_ARGUMENT', message: 'x', details: { code: 'email/invalid', fields: { email: 'email/invalid' } } } })),
    ).rejects.toMatchObject({ code: 'email/invalid', details: { fields: { email: 'email/invalid' } } });
    await expect(call(() => json(409, { error: { status: 'ALREADY_EXISTS', details: { code: 'booking/date-taken' } } }))).rejects.toMatchObject({ code: 'booking/date-taken' });
    await expect(call(() => json(403, { error: { status: 'PERMISSION_DENIED', message: 'no' } }))).rejects.toMatchObject({ code: 'auth/forbidden' });
    await expect(call(() => new Response('<html>Bad gateway</html>', { status: 502 }))).rejects.toMatchObject({ code: 'network/unavailable' });
    await expect(call(() => json(200, { nothing: true }))).rejects.toMatchObject({ code: 'network/unavailable' });
    await expect(call(() => Promise.reject(new TypeError('Failed to fetch')))).rejects.toMatchObject({ code: 'network/unavailable' });
  });

  it('reads date locks with one runQuery and maps rule denials and outages', async () => {
    const rows = [
      { readTime: '2026-11-22T10:00:00Z' },
      { document: { name: 'x/dateLocks/2027-06-12', fields: { date: { stringValue: '2027-06-12' }, reason: { stringValue: 'booked' }, bookingId: { stringValue: 'b1' } } } },
      { document: { name: 'x/dateLocks/2027-06-13', fields: { date: { stringValue: '2027-06-13' }, reason: { stringValue: 'blocked' } } } },
    ];
    const { requests, fetchImpl } = fakeFetch(() => json(200, rows));
    const availability = new FirestoreRestAvailability(firebaseHttp(production, fetchImpl));
    await expect(availability.listDateLocks('2027-06-01', '2027-06-30')).resolves.toEqual([
      { date: '2027-06-12', reason: 'booked', bookingId: 'b1' },
      { date: '2027-06-13', reason: 'blocked' },
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('https://firestore.googleapis.com/v1/projects/svatebni-fotograf/databases/(default)/documents:runQuery');
    expect(JSON.stringify(requests[0]!.body)).toContain('"stringValue":"2027-06-01"');

    const failing = (answer: () => Response | Promise<Response>) => new FirestoreRestAvailability(firebaseHttp(production, fakeFetch(answer).fetchImpl)).listDateLocks('2027-06-01', '2027-06-30');
    await expect(failing(() => json(403, { error: { status: 'PERMISSION_DENIED' } }))).rejects.toMatchObject({ code: 'auth/forbidden' });
    await expect(failing(() => json(503, { error: { status: 'UNAVAILABLE' } }))).rejects.toMatchObject({ code: 'network/unavailable' });
    await expect(failing(() => Promise.reject(new TypeError('offline')))).rejects.toMatchObject({ code: 'network/unavailable' });
  });
});
