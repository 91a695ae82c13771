import { DomainError } from '../../domain/errors';
import type { CallableName, CallableRequest, CallableResponse } from '../../ports/wire/callable-api';
import type { FirebaseConfig } from './firebase-config';
import { callableError } from './firebase-errors';

/**
 * Firebase over plain HTTP, for the public pages: the callable functions' wire protocol and Firestore's REST API
 * are small and stable, and speaking them with `fetch` keeps the ~170 KB (gzip) SDK off the booking and contact
 * pages. The admin, who needs Auth and live Firestore, still uses the SDK.
 */
export interface FirebaseHttp {
  /** URL of a callable function (production: https://REGION-PROJECT.cloudfunctions.net/NAME). */
  callableUrl(name: CallableName): string;
  /** Firestore REST root of the default database's documents. */
  documentsUrl: string;
  fetch: typeof fetch;
}

export function firebaseHttp(config: FirebaseConfig, fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): FirebaseHttp {
  const project = config.options.projectId!;
  const region = config.functionsRegion;
  const emulators = config.emulators;
  const database = `projects/${project}/databases/(default)/documents`;
  return {
    callableUrl: (name) =>
      emulators ? `http://${emulators.functions}/${project}/${region}/${name}` : `https://${region}-${project}.cloudfunctions.net/${name}`,
    documentsUrl: emulators ? `http://${emulators.firestore}/v1/${database}` : `https://firestore.googleapis.com/v1/${database}`,
    fetch: fetchImpl,
  };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Calls a callable function the way the SDK does (POST `{ data }`, answer `{ result }` or `{ error }`). Errors come
 * back as DomainErrors exactly as with the SDK (callableError): our functions' codes from `error.details`, anything
 * else — no connection, a crashed instance, a proxy's HTML page — as `network/unavailable`.
 */
export async function callOverHttp<N extends CallableName>(
  http: FirebaseHttp,
  name: N,
  data: CallableRequest<N>,
): Promise<CallableResponse<N>> {
  let response: Response;
  try {
    response = await http.fetch(http.callableUrl(name), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data }),
    });
  } catch (error) {
    throw new DomainError('network/unavailable', error instanceof Error ? error.message : 'fetch failed');
  }
  const body = (await readJson(response)) as { result?: unknown; error?: { status?: unknown; details?: unknown } } | undefined;
  if (response.ok && body && 'result' in body) return body.result as CallableResponse<N>;
  const status = typeof body?.error?.status === 'string' ? body.error.status.toLowerCase().replace(/_/g, '-') : undefined;
  throw callableError({ code: status ? `functions/${status}` : undefined, details: body?.error?.details });
}
