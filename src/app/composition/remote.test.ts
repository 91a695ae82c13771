import { describe, expect, it } from 'vitest';
import { FetchContentSnapshot } from '../../../adapters/fetch/fetch-content-snapshot';
import { StrapiBotChallenges } from '../../../adapters/strapi/strapi-bot-challenges';
import { StrapiContentBackend } from '../../../adapters/strapi/strapi-content-backend';
import { LazyStrapiAccounts } from '../../../adapters/strapi/strapi-lazy-accounts';
import { FirebaseAuth } from '../../../adapters/firebase/firebase-auth';
import { FirebaseHttpGalleryViewer } from '../../../adapters/firebase/firebase-http-gallery-viewer';
import { TOKENS } from '../../../ports/tokens';
import { ADMIN_BOOKINGS_STORE } from '../../features/admin/admin-bookings-store-token';
import { BOOKING_STORES } from '../../features/booking/booking-stores-token';
import { CONTACT_STORE } from '../../features/contact/contact-store-token';
import { createRemoteContainer } from './remote';
import { bindStrapi } from './strapi-bindings';

const storage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

function container(content: 'live' | 'snapshot') {
  return createRemoteContainer(
    { siteUrl: 'https://example.test', profile: 'emulators' },
    { VITE_FIREBASE_USE_EMULATORS: 'true', VITE_FIREBASE_PROJECT_ID: 'demo-test' },
    { strapiUrl: 'http://127.0.0.1:1337', liveStrapi: content === 'live' ? bindStrapi : undefined },
    storage,
  );
}

describe('remote composition root (emulators / production)', () => {
  it('binds every port token to a Strapi or Firebase adapter without starting Firebase', () => {
    const live = container('live');
    for (const token of Object.values(TOKENS)) expect(() => live.get(token as never), String(token)).not.toThrow();
    expect(live.get(TOKENS.ContentBackend)).toBeInstanceOf(StrapiContentBackend);
    expect(live.get(TOKENS.AdminAuth)).toBeInstanceOf(FirebaseAuth);
    expect(live.get(TOKENS.VisitorAuth)).toBe(live.get(TOKENS.SocialSignIn));
    // The account forms' challenges come from Strapi, which checks them; the booking forms' from the functions.
    expect(live.get(TOKENS.AccountBotChallenges)).toBeInstanceOf(StrapiBotChallenges);
    expect(live.get(TOKENS.AccountBotChallenges)).not.toBe(live.get(TOKENS.BotChallenges));
    // Couples and guests reach their galleries over plain fetch: the guest page loads no Firebase SDK.
    expect(live.get(TOKENS.GalleryViewer)).toBeInstanceOf(FirebaseHttpGalleryViewer);
  });

  it('hands the visitor adapters over fetch the session they share from their base: none signed in, nothing sent', async () => {
    const live = container('live');
    await expect(live.get(TOKENS.CouplePortal).myBookings()).rejects.toMatchObject({ code: 'auth/not-signed-in' });
    await expect(live.get(TOKENS.GalleryViewer).myGalleries()).rejects.toMatchObject({ code: 'auth/not-signed-in' });
  });

  it('in a built site reads content from the published snapshot and loads accounts on first use', () => {
    const built = container('snapshot');
    for (const token of Object.values(TOKENS)) expect(() => built.get(token as never), String(token)).not.toThrow();
    expect(built.get(TOKENS.ContentBackend)).toBeInstanceOf(FetchContentSnapshot);
    expect(built.get(TOKENS.VisitorAuth)).toBeInstanceOf(LazyStrapiAccounts);
    expect(built.get(TOKENS.BackendErrors)).toBe(built.get(TOKENS.VisitorAuth));
    expect(built.get(TOKENS.AccountBotChallenges)).toBe(built.get(TOKENS.VisitorAuth));
  });

  it('binds the feature stores on demand: unresolvable until their page resolves them, then one instance', async () => {
    const built = container('snapshot');
    for (const token of [BOOKING_STORES, CONTACT_STORE, ADMIN_BOOKINGS_STORE]) {
      expect(() => built.get(token as never), String(token)).toThrow();
      const store = await built.getAsync(token as never);
      expect(store).toBeTruthy();
      expect(built.get(token as never)).toBe(store);
    }
    expect(typeof built.get(BOOKING_STORES).full.getState().open).toBe('function');
  });
});
