// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { authError, callableError, firestoreError } from './firebase-errors';

describe('Firebase errors → domain codes', () => {
  it('takes a callable failure code and its fields from details', () => {
    const error = callableError({ code: 'functions/invalid-argument', details: { code: 'email/invalid', fields: { email: 'email/invalid' } } });
    expect(error).toMatchObject({ code: 'email/invalid', details: { fields: { email: 'email/invalid' } } });
    expect(callableError({ code: 'functions/already-exists', details: { code: 'booking/date-taken' } }).code).toBe('booking/date-taken');
  });

  it('treats a callable failure without a domain code as not sent (network/unavailable)', () => {
    for (const raw of [{ code: 'functions/internal' }, { code: 'functions/unavailable' }, new TypeError('fetch failed'), { details: { code: 'nonsense' } }]) {
      expect(callableError(raw).code).toBe('network/unavailable');
    }
  });

  it('maps Firebase Auth codes, hiding whether an account exists', () => {
    expect(authError({ code: 'auth/user-not-found' }).code).toBe('auth/invalid-credentials');
    expect(authError({ code: 'auth/invalid-credential' }).code).toBe('auth/invalid-credentials');
    expect(authError({ code: 'auth/too-many-requests' }).code).toBe('auth/rate-limited');
    expect(authError({ code: 'auth/network-request-failed' }).code).toBe('network/unavailable');
    expect(authError({ code: 'auth/expired-action-code' }).code).toBe('auth/invalid-reset-code');
  });

  it('maps Firestore codes: rules refusals are forbidden, outages are network', () => {
    expect(firestoreError({ code: 'permission-denied' }).code).toBe('auth/forbidden');
    expect(firestoreError({ code: 'unavailable' }).code).toBe('network/unavailable');
    expect(firestoreError({ code: 'invalid-argument' }).code).toBe('unknown');
  });
});
