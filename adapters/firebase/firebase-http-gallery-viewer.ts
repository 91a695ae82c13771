import { inject, injectable } from 'inversify';
import type { AuthPort } from '../../ports/auth-port';
import { TOKENS } from '../../ports/tokens';
import type { FirebaseHttp } from './firebase-http';
import { FirebaseHttpGalleryCalls } from './firebase-http-gallery-calls';
import { FIREBASE_TOKENS } from './firebase-tokens';

/** The gallery calls as the container binds them (firebase-http-gallery-calls.ts), with the visitor's session. */
@injectable()
export class FirebaseHttpGalleryViewer extends FirebaseHttpGalleryCalls {
  constructor(@inject(FIREBASE_TOKENS.Http) http: FirebaseHttp, @inject(TOKENS.VisitorAuth) auth: Pick<AuthPort, 'sessionToken'>) {
    super(http, auth);
  }
}
