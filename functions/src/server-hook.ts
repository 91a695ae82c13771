import { createHash, timingSafeEqual } from 'node:crypto';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { DomainError, fieldsOf } from '../../domain/errors';
import type { ServerHookName, ServerHooks } from '../../ports/wire/callable-api';
import { ACCOUNT_ERASURE_SECRET, accountErasureSecret, GALLERY_SECRETS, REGION } from './config';

/** Compared as digests, in constant time: the answer's timing tells nothing about the secret. */
function presents(authorization: string | undefined, secret: string): boolean {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return given !== '' && timingSafeEqual(digest(given), digest(secret));
}

/**
 * One server-to-server hook of the contract (SERVER_HOOKS in ports/wire/callable-api.ts): POST with a JSON body, proven by
 * the shared secret. The CMS is not a Google identity, so the function is public to invoke and the secret is the
 * only key. 200 with the handler's answer; 400 with a domain code for a refused body; 401 without the secret; 405 for
 * another method; 500 (logged) when the work failed, which the caller treats as "not done".
 */
export function serverHook<N extends ServerHookName>(name: N, handler: (body: Partial<Record<keyof ServerHooks[N]['request'], unknown>>) => Promise<ServerHooks[N]['response']>) {
  // The gallery keys too: the account erasure keeps its galleries detached, which gives their files new tokens.
  return onRequest({ region: REGION, invoker: 'public', secrets: [ACCOUNT_ERASURE_SECRET, ...GALLERY_SECRETS], maxInstances: 5, concurrency: 10 }, async (request, response) => {
    response.set('Cache-Control', 'no-store');
    if (request.method !== 'POST') {
      response.set('Allow', 'POST').status(405).json({ error: 'method-not-allowed' });
      return;
    }
    if (!presents(request.get('authorization'), accountErasureSecret())) {
      response.status(401).json({ error: 'unauthorised' });
      return;
    }
    try {
      const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
      response.status(200).json(await handler(body));
    } catch (error) {
      if (error instanceof DomainError) {
        response.status(400).json({ error: error.code, ...(fieldsOf(error) ? { fields: fieldsOf(error) } : {}) });
        return;
      }
      logger.error(`${name} failed`, error);
      response.status(500).json({ error: 'failed' });
    }
  });
}
