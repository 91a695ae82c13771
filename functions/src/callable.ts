import { onCall, type CallableOptions, type CallableRequest as FunctionRequest } from 'firebase-functions/v2/https';
import type { Caller } from '../../domain/user/user';
import type { CallableName, CallableResponse, UntrustedRequest } from '../../ports/wire/callable-api';
import { DomainError } from '../../domain/errors';
import { auth, callableOptions } from './config';
import { guarded } from './https-errors';

/**
 * One callable function of the contract (ports/wire/callable-api.ts): the handler sees the request's fields as the
 * contract names them but unchecked (`unknown`), and must answer the contract's response type. Every failure
 * leaves as the protocol's error with a domain code (https-errors.ts).
 */
export function callable<N extends CallableName>(
  name: N,
  handler: (data: UntrustedRequest<N>, request: FunctionRequest<unknown>) => Promise<CallableResponse<N>>,
  options: CallableOptions = callableOptions,
) {
  return onCall<unknown, Promise<CallableResponse<N>>>(options, (request) =>
    guarded(name, () => {
      const data = (typeof request.data === 'object' && request.data !== null ? request.data : {}) as UntrustedRequest<N>;
      return handler(data, request);
    }),
  );
}

/** The caller as Firebase verified their ID token; the admin flag is exactly the boolean claim, as in firestore.rules. */
export function callerOf(request: FunctionRequest<unknown>): Caller | null {
  if (!request.auth) return null;
  const email = request.auth.token.email;
  return { uid: request.auth.uid, ...(email ? { email } : {}), admin: request.auth.token.admin === true };
}

/**
 * The caller of a photographer's-desk callable. onCall has checked the ID token's signature and expiry but not
 * whether the account's sessions were revoked since (scripts/ops/admin-revoke.ts): an ID token lives up to an hour.
 * For a caller who claims to be an admin, the token is verified again with `checkRevoked`, so a revoked admin is
 * refused at once (`auth/not-signed-in`). It costs one Auth lookup per desk call; the public callables skip it.
 */
export async function adminCallerOf(request: FunctionRequest<unknown>): Promise<Caller | null> {
  const caller = callerOf(request);
  // Not an admin: requireAdmin refuses it anyway, nothing to look up.
  if (!caller?.admin) return caller;
  const token = /^Bearer (.+)$/.exec(request.rawRequest.headers.authorization ?? '')?.[1];
  try {
    await (await auth()).verifyIdToken(token ?? '', true);
  } catch (error) {
    // auth/id-token-revoked, auth/user-disabled, …: the session is over. Anything else (Auth unreachable) is not
    // the caller's fault and leaves as "try again".
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && code.startsWith('auth/')) throw new DomainError('auth/not-signed-in', code);
    throw error;
  }
  return caller;
}
