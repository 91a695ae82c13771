import type { ErrorCode } from '../domain/errors';
import type { Unsubscribe } from './auth-port';

export interface BackendErrorNotice {
  code: ErrorCode;
  /** The HTTP status the backend answered; 0 when no answer arrived. */
  status: number;
}

/**
 * Failures of backend calls as they happen (the Strapi client's error hook), for a site-wide notice.
 *
 * Contract: every failed call is reported once to every current subscriber, with its typed code — a missing entry
 * `content/not-found` (404), a forbidden call `auth/forbidden` (403), an unauthenticated one `auth/not-signed-in`
 * (401), too many calls `auth/rate-limited` (429), a server failure `content/unavailable` (5xx), no answer at all
 * `network/unavailable` (status 0). A successful call reports nothing. After its `Unsubscribe` ran, a listener hears
 * nothing more. Forms still get the same error from the call itself.
 */
export interface BackendErrorsPort {
  subscribe(listener: (notice: BackendErrorNotice) => void): Unsubscribe;
}
