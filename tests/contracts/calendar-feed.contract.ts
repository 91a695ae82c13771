import { describe, expect, it } from 'vitest';
import { CALENDAR_FEED_TOKEN_BYTES } from '../../domain/booking/calendar-feed';
import type { BookingAdminPort } from '../../ports/booking-admin-port';
import type { BookingRepository } from '../../ports/booking-repository-port';
import type { CalendarFeedPort } from '../../ports/calendar-feed-port';
import { aBooking } from '../support/booking-mother';
import { parseIcs } from '../support/ics';

export interface FeedResponse {
  status: number;
  body: string;
}

export interface CalendarFeedHarness {
  /** Signed in with the admin claim. */
  admin: CalendarFeedPort;
  /** Signed in without the admin claim. */
  visitor: CalendarFeedPort;
  /** Not signed in. */
  anonymous: CalendarFeedPort;
  /** The admin's booking store and desk, to put weddings and days off into the feed. */
  bookings: BookingRepository;
  desk: BookingAdminPort;
  /** What a calendar app gets for the address (over HTTP against the emulators). */
  fetchFeed(url: string): Promise<FeedResponse>;
}

const tokenOf = (url: string) => /\/([^/]+)\.ics$/.exec(url)?.[1] ?? '';
const uids = (body: string) => parseIcs(body).events.map((e) => e.UID?.value);

/** What every CalendarFeedPort adapter must do (ports/calendar-feed-port.ts). */
export function calendarFeedContract(name: string, setup: () => Promise<CalendarFeedHarness>) {
  describe(`CalendarFeedPort contract: ${name}`, () => {
    it('creates the address on first use and answers the same one until rotated; its token has 256 random bits', async () => {
      const h = await setup();
      const url = await h.admin.subscriptionUrl();
      expect(await h.admin.subscriptionUrl()).toBe(url);
      const token = tokenOf(url);
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Math.floor((token.length * 6) / 8)).toBeGreaterThanOrEqual(CALENDAR_FEED_TOKEN_BYTES);
      expect(url).toMatch(/^https?:\/\//);
    });

    it('serves the agreed weddings and the days off, not open requests', async () => {
      const h = await setup();
      const confirmed = await h.bookings.create(aBooking({ weddingDate: '2027-05-15' }));
      await h.desk.changeStatus(confirmed.id, 'confirmed');
      const open = await h.bookings.create(aBooking({ weddingDate: '2027-05-22' }));
      await h.desk.blockDate('2027-05-29');
      const feed = await h.fetchFeed(await h.admin.subscriptionUrl());
      expect(feed.status).toBe(200);
      expect(uids(feed.body).sort()).toEqual([`${confirmed.id}@terezanovakova-foto.cz`, 'blocked-2027-05-29@terezanovakova-foto.cz'].sort());
      expect(feed.body).not.toContain(open.id);
    });

    it('rotating gives a new address; the old one answers 404 from then on', async () => {
      const h = await setup();
      const old = await h.admin.subscriptionUrl();
      expect((await h.fetchFeed(old)).status).toBe(200);
      const rotated = await h.admin.rotate();
      expect(rotated).not.toBe(old);
      expect(tokenOf(rotated)).not.toBe(tokenOf(old));
      expect(await h.admin.subscriptionUrl()).toBe(rotated);
      expect((await h.fetchFeed(old)).status).toBe(404);
      expect((await h.fetchFeed(rotated)).status).toBe(200);
    });

    it('answers 404 for a wrong token of the right shape and for a malformed one', async () => {
      const h = await setup();
      const url = await h.admin.subscriptionUrl();
      const token = tokenOf(url);
      const wrong = `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`;
      expect((await h.fetchFeed(url.replace(token, wrong))).status).toBe(404);
      expect((await h.fetchFeed(url.replace(token, 'kratky'))).status).toBe(404);
    });

    it('refuses callers without the admin claim and changes nothing for them', async () => {
      const h = await setup();
      const url = await h.admin.subscriptionUrl();
      await expect(h.visitor.subscriptionUrl()).rejects.toMatchObject({ code: 'auth/forbidden' });
      await expect(h.visitor.rotate()).rejects.toMatchObject({ code: 'auth/forbidden' });
      await expect(h.anonymous.subscriptionUrl()).rejects.toMatchObject({ code: 'auth/not-signed-in' });
      await expect(h.anonymous.rotate()).rejects.toMatchObject({ code: 'auth/not-signed-in' });
      expect(await h.admin.subscriptionUrl()).toBe(url);
    });
  });
}
