import type { ErrorCode } from '../domain/errors';
import type { Unsubscribe } from './auth-port';

export interface BackendErrorNotice {
  code: ErrorCode;
  status: number;
}

/**
 * Failures of backend calls as they happen (the Strapi client's error hook), for a site-wide notice. Every failed
 * call is reported once, with its typed code; forms still get the same error from the call itself.
 */
export interface BackendErrorsPort {
  subscribe(listener: (notice: BackendErrorNotice) => void): Unsubscribe;
}
