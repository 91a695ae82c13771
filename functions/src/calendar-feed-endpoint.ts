import { logger } from 'firebase-functions';
import { projectID } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import type { HttpFunctionName } from '../../ports/wire/callable-api';
import { CALENDAR_FEED_BASE_URL, REGION } from './config';

/**
 * The feed's base address. Set CALENDAR_FEED_BASE_URL when the feed is reached through Hosting or a custom domain;
 * otherwise the function's own address: the emulator's, or the one Cloud Functions gives every function in a region.
 */
export function calendarFeedBaseUrl(): string {
  const configured = CALENDAR_FEED_BASE_URL.value();
  if (configured) return configured;
  const name: HttpFunctionName = 'calendarFeed';
  if (process.env.FUNCTIONS_EMULATOR === 'true') {
    return `http://${process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001'}/${projectID.value()}/${REGION.value()}/${name}`;
  }
  return `https://${REGION.value()}-${projectID.value()}.cloudfunctions.net/${name}`;
}

/**
 * Five minutes: short enough that a rotation or cancellation shows at the next refresh, long enough that a client
 * polling eagerly is answered from its own cache. `private`: no shared cache may keep the calendar.
 */
export const CALENDAR_FEED_CACHE_CONTROL = 'private, max-age=300';

/** What the endpoint answers; the HTTP details (headers, methods) are in `httpsEndpoint`. */
export type FeedAnswer = { status: 200; body: string } | { status: 404 | 405 };

/**
 * One plain HTTPS function of the contract (HTTP_FUNCTIONS in ports/wire/callable-api.ts). Calendar apps fetch it
 * without signing in, so it is public to invoke and the token in the path is the only key. A 200 may be cached only
 * privately and briefly (the next fetch should see a cancellation); everything else is an uncacheable 404 or 405.
 */
export function httpsEndpoint(name: HttpFunctionName, handler: (request: { method: string; path: string }) => Promise<FeedAnswer>) {
  return onRequest({ region: REGION, invoker: 'public', maxInstances: 5, concurrency: 40 }, async (request, response) => {
    response.set('X-Content-Type-Options', 'nosniff');
    response.set('Referrer-Policy', 'no-referrer');
    response.set('X-Robots-Tag', 'noindex, nofollow');
    try {
      const answer = await handler({ method: request.method, path: request.path });
      if (answer.status === 200) {
        response.set('Content-Type', 'text/calendar; charset=utf-8');
        response.set('Cache-Control', CALENDAR_FEED_CACHE_CONTROL);
        response.set('Content-Disposition', 'inline; filename="svatby.ics"');
        response.status(200).send(request.method === 'HEAD' ? '' : answer.body);
        return;
      }
      response.set('Cache-Control', 'no-store');
      if (answer.status === 405) response.set('Allow', 'GET, HEAD');
      response.status(answer.status).type('text/plain; charset=utf-8').send(answer.status === 404 ? 'Nenalezeno' : 'Nepovolená metoda');
    } catch (error) {
      logger.error(`${name} failed`, error);
      response.set('Cache-Control', 'no-store');
      response.status(503).type('text/plain; charset=utf-8').send('Kalendář je dočasně nedostupný');
    }
  });
}
