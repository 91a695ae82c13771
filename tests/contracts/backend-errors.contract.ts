import { describe, expect, it } from 'vitest';
import type { BackendErrorNotice, BackendErrorsPort } from '../../ports/backend-errors-port';

/** Failures a harness can cause: a missing entry, a call the visitor may not make, no server at all. */
export type BackendFailure = 'missing' | 'forbidden' | 'offline';

/** The notice each failure must produce (ports/backend-errors-port.ts). */
export const EXPECTED_NOTICES: Record<BackendFailure, BackendErrorNotice> = {
  missing: { code: 'content/not-found', status: 404 },
  forbidden: { code: 'auth/forbidden', status: 403 },
  offline: { code: 'network/unavailable', status: 0 },
};

export interface BackendErrorsHarness {
  errors: BackendErrorsPort;
  /**
   * Makes one backend call that fails as `failure` says and resolves once it has failed (the call's own rejection is
   * the harness's to swallow). A Strapi harness: GET a missing entry, a forbidden route, a client on a closed port.
   */
  failCall(failure: BackendFailure): Promise<void>;
  /** Makes one backend call that succeeds. */
  succeedCall(): Promise<void>;
}

/** Behaviour of the site-wide failure feed (ports/backend-errors-port.ts), whatever backend it watches. */
export function backendErrorsContract(name: string, setup: () => Promise<BackendErrorsHarness>) {
  describe(`BackendErrorsPort contract: ${name}`, () => {
    it.each(Object.keys(EXPECTED_NOTICES) as BackendFailure[])('reports a failed call (%s) once, with its typed code and status', async (failure) => {
      const { errors, failCall } = await setup();
      const notices: BackendErrorNotice[] = [];
      errors.subscribe((notice) => notices.push(notice));
      await failCall(failure);
      expect(notices).toEqual([EXPECTED_NOTICES[failure]]);
    });

    it('reports nothing for a call that succeeds', async () => {
      const { errors, succeedCall } = await setup();
      const notices: BackendErrorNotice[] = [];
      errors.subscribe((notice) => notices.push(notice));
      await succeedCall();
      expect(notices).toEqual([]);
    });

    it('tells every subscriber, and nothing more after it unsubscribed', async () => {
      const { errors, failCall } = await setup();
      const first: BackendErrorNotice[] = [];
      const second: BackendErrorNotice[] = [];
      const unsubscribe = errors.subscribe((notice) => first.push(notice));
      errors.subscribe((notice) => second.push(notice));
      await failCall('missing');
      unsubscribe();
      await failCall('forbidden');
      expect(first).toEqual([EXPECTED_NOTICES.missing]);
      expect(second).toEqual([EXPECTED_NOTICES.missing, EXPECTED_NOTICES.forbidden]);
    });
  });
}
