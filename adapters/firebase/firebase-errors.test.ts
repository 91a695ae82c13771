// @vitest-environment node
import { StorageErrorCode } from 'firebase/storage';
import { describe, expect, it } from 'vitest';
import { authError, callableError, firestoreError, STORAGE_CODES, storageError } from './firebase-errors';

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

  it("maps each of the seed's Storage codes to its own typed code, and everything else to storage/unknown", () => {
    expect(storageError({ code: 'storage/object-not-found' }, 'a/b').code).toBe('storage/not-found');
    expect(storageError({ code: 'storage/unauthorized' }, 'a/b').code).toBe('storage/unauthorized');
    expect(storageError({ code: 'storage/unauthenticated' }, 'a/b').code).toBe('storage/unauthorized');
    expect(storageError({ code: 'storage/quota-exceeded' }, 'a/b').code).toBe('storage/quota-exceeded');
    expect(storageError({ code: 'storage/retry-limit-exceeded' }, 'a/b').code).toBe('storage/retry-limit-exceeded');
    expect(storageError({ code: 'storage/canceled' }, 'a/b').code).toBe('storage/canceled');
    for (const raw of [{ code: 'storage/unknown' }, { code: 'storage/invalid-checksum' }, new TypeError('boom'), null]) {
      expect(storageError(raw, 'a/b').code).toBe('storage/unknown');
    }
    expect(storageError({ code: 'storage/unauthorized' }, 'galerie/1/a.jpg').message).toContain('galerie/1/a.jpg');
  });

  it('maps only codes the installed Storage SDK really has (a renamed code would silently become unknown)', () => {
    const sdkCodes = Object.values(StorageErrorCode).map((code) => `storage/${code}`);
    for (const code of Object.keys(STORAGE_CODES)) expect(sdkCodes, code).toContain(code);
  });
});
