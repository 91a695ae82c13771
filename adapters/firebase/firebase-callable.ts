import type { CallableName, CallableRequest, CallableResponse } from '../../ports/wire/callable-api';
import type { FirebaseStartup } from './firebase-startup';
import { callableError } from './firebase-errors';

/**
 * Calls one of our callable functions (ports/wire/callable-api.ts) with the SDK, as the signed-in admin; every failure
 * comes back as a DomainError (see callableError).
 */
export async function callFunction<N extends CallableName>(
  startup: FirebaseStartup,
  name: N,
  data: CallableRequest<N>,
): Promise<CallableResponse<N>> {
  try {
    const [{ httpsCallable }, { functions }] = await Promise.all([import('firebase/functions'), startup.services()]);
    const result = await httpsCallable<CallableRequest<N>, CallableResponse<N>>(functions, name)(data);
    return result.data;
  } catch (error) {
    throw callableError(error);
  }
}
