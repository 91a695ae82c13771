import { DomainError } from '../../../domain/errors';

/**
 * How long a public form waits for its bot-barrier challenge, and then for the server's answer, before it says
 * "not sent, try again": a connection that hangs (a train, a captive portal) must not leave the button spinning.
 */
export const FORM_DEADLINE_MS = 10_000;

/**
 * `work`'s outcome, or `network/unavailable` once `ms` have passed without one (what a lost connection gives, so the
 * form shows its "not sent" state). A late answer is ignored: the forms retry with the same id, so a request that
 * did arrive is answered with its first receipt, never stored twice.
 */
export function withinDeadline<T>(work: Promise<T>, ms: number = FORM_DEADLINE_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DomainError('network/unavailable', `No answer within ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
