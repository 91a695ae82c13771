import { inject, injectable } from 'inversify';
import { DomainError } from '../../domain/errors';
import type { AuthPort } from '../../ports/auth-port';
import { TOKENS } from '../../ports/tokens';
import type { FirebaseHttp } from './firebase-http';
import { FIREBASE_TOKENS } from './firebase-tokens';

/**
 * What the visitor's adapters over plain fetch share (the couple's portal, the couple's and the guests' gallery):
 * the functions' address and the visitor's accounts-service session, which the functions verify with Strapi.
 * A subclass takes both with `@injectFromBase()`.
 */
@injectable()
export abstract class FirebaseHttpVisitorCalls {
  constructor(
    @inject(FIREBASE_TOKENS.Http) protected readonly http: FirebaseHttp,
    @inject(TOKENS.VisitorAuth) private readonly auth: Pick<AuthPort, 'sessionToken'>,
  ) {}

  /** The visitor's session for a call that needs one; without a session nothing is sent. */
  protected async session(): Promise<string> {
    const token = await this.auth.sessionToken?.();
    if (!token) throw new DomainError('auth/not-signed-in');
    return token;
  }
}
