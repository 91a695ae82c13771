import { onCall, type CallableOptions, type CallableRequest as FunctionRequest } from 'firebase-functions/v2/https';
import type { Caller } from '../../domain/user/user';
import type { CallableName, CallableResponse, UntrustedRequest } from '../../ports/callable-api';
import { callableOptions } from './config';
import { guarded } from './errors';

/**
 * One callable function of the contract (ports/callable-api.ts): the handler sees the request's fields as the
 * contract names them but unchecked (`unknown`), and must answer the contract's response type. Every failure
 * leaves as the protocol's error with a domain code (errors.ts).
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
