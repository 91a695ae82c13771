import type { FirebaseStartup } from './firebase-startup';
import { callableError } from './firebase-errors';

/** Calls one of our callable functions; every failure comes back as a DomainError (see callableError). */
export async function callFunction<Req, Res>(startup: FirebaseStartup, name: string, data: Req): Promise<Res> {
  try {
    const [{ httpsCallable }, { functions }] = await Promise.all([import('firebase/functions'), startup.services()]);
    const result = await httpsCallable<Req, Res>(functions, name)(data);
    return result.data;
  } catch (error) {
    throw callableError(error);
  }
}
