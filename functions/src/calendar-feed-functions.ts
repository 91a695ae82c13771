// The photographer's calendar feed, re-exported by index.ts: the desk reads and rotates its secret address (admin
// claim), and the plain HTTPS function (HTTP_FUNCTIONS in ports/wire/callable-api.ts) serves the feed to whoever
// holds that address.
import { calendarFeedAddress, rotateCalendarFeed as rotateFeed } from '../../application/calendar/calendar-feed-address';
import { serveCalendarFeed } from '../../application/calendar/serve-calendar-feed';
import { calendarFeedTokenOf } from '../../domain/booking/calendar-feed';
import { calendarFeedDesk, calendarFeedSource } from '../../adapters/firestore-admin/firestore-calendar-feed-store';
import { serverNow } from '../../adapters/firestore-admin/firestore-server-time';
import { adminCallerOf, callable } from './callable';
import { calendarFeedBaseUrl, httpsEndpoint } from './calendar-feed-endpoint';
import { db, SITE_URL } from './config';

export const calendarFeedUrl = callable('calendarFeedUrl', async (_data, request) =>
  calendarFeedAddress(await adminCallerOf(request), calendarFeedDesk(db(), await serverNow(db()), calendarFeedBaseUrl())),
);

export const rotateCalendarFeed = callable('rotateCalendarFeed', async (_data, request) =>
  rotateFeed(await adminCallerOf(request), calendarFeedDesk(db(), await serverNow(db()), calendarFeedBaseUrl())),
);

export const calendarFeed = httpsEndpoint('calendarFeed', async ({ method, path }) => {
  if (method !== 'GET' && method !== 'HEAD') return { status: 405 };
  const body = await serveCalendarFeed(calendarFeedTokenOf(path), calendarFeedSource(db()), { now: await serverNow(db()), siteUrl: SITE_URL.value() });
  return body === null ? { status: 404 } : { status: 200, body };
});
