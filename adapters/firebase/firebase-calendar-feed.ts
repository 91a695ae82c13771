import { inject, injectable } from 'inversify';
import type { CalendarFeedPort } from '../../ports/calendar-feed-port';
import { callFunction } from './firebase-callable';
import type { FirebaseStartup } from './firebase-startup';
import { FIREBASE_TOKENS } from './firebase-tokens';

/**
 * The calendar feed's address through the admin callables: the token lives in a server-only document
 * (firestore.rules), so the browser never reads it directly; the `calendarFeed` function serves the feed itself.
 */
@injectable()
export class FirebaseCalendarFeed implements CalendarFeedPort {
  constructor(@inject(FIREBASE_TOKENS.Startup) private readonly startup: FirebaseStartup) {}

  async subscriptionUrl(): Promise<string> {
    return (await callFunction(this.startup, 'calendarFeedUrl', {})).url;
  }

  async rotate(): Promise<string> {
    return (await callFunction(this.startup, 'rotateCalendarFeed', {})).url;
  }
}
