import { EMULATORS } from './emulator-support';

/** Who sends the call, as the functions see it: the client's address and browser (both optional). */
export interface CallingClient {
  ip?: string;
  userAgent?: string;
}

/** A callable's HTTP answer: its status and the protocol's `result` or `error` (status and the typed details). */
export interface RawCallAnswer {
  status: number;
  result?: Record<string, unknown>;
  error?: { status: string; details?: { code?: string; [detail: string]: unknown } };
}

/**
 * Calls a callable function on the emulators over the raw callable protocol (what any client sees), without our
 * adapters' mapping; `client` sets the address and user agent the functions record and rate-limit by.
 */
export async function rawCall(name: string, data: unknown, client: CallingClient = {}): Promise<RawCallAnswer> {
  const response = await fetch(`http://${EMULATORS.functions}/${EMULATORS.projectId}/${EMULATORS.region}/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(client.ip ? { 'X-Forwarded-For': client.ip } : {}),
      ...(client.userAgent ? { 'User-Agent': client.userAgent } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as Omit<RawCallAnswer, 'status'>;
  return { status: response.status, ...body };
}
