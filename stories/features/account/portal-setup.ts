import type { ErrorCode } from '../../../domain/errors';
import type { PortalBooking } from '../../../ports/couple-portal-port';
import { TOKENS } from '../../../ports/tokens';
import { COUPLE_PORTAL_STORE } from '../../../src/features/account/couple-portal-store-token';
import {
  DOUBLE_PASSWORD,
  aConfirmedPortalBooking,
  aPortalBooking,
  bindCouplePortal,
  CouplePortalTestDouble,
} from '../../../tests/support/couple-portal-test-double';
import type { AppStoryParameters } from '../../support/app-story';
import { storyAccounts } from '../../support/story-setup';

type Setup = NonNullable<AppStoryParameters['setup']>;

/** The demo couple signed in, their portal answered by the fixture-backed test double (no server in Storybook). */
export function signedInWithPortal(bookings: PortalBooking[], prepare?: (portal: CouplePortalTestDouble) => void): Setup {
  return async (services) => {
    const portal = new CouplePortalTestDouble(bookings);
    prepare?.(portal);
    bindCouplePortal(services, portal);
    await services.get(TOKENS.VisitorAuth).signIn(storyAccounts.visitor);
  };
}

export const newRequest = aPortalBooking({ id: 'p-new', reservationCode: 'K7PM-4XQ2', weddingDate: '2027-09-04' });

/** A new request that holds its day under the photographer's date-hold policy, with the hold's end. */
export const heldRequest = aPortalBooking({ id: 'p-held', reservationCode: 'P9HD-3KMT', weddingDate: '2027-09-11', hold: { until: '2027-01-19T13:00:00.000Z' } });

export const confirmed = aConfirmedPortalBooking({ id: 'p-confirmed', reservationCode: 'H3WD-9RTA', weddingDate: '2027-08-21' });

/** A request the couple withdrew. */
export const withdrawn = aPortalBooking({
  id: 'p-withdrawn',
  reservationCode: 'Q8ZN-2MKE',
  weddingDate: '2027-07-10',
  status: 'withdrawn',
  canWithdraw: false,
  history: [
    { at: '2027-01-05T18:40:00.000Z', from: null, to: 'new' },
    { at: '2027-01-09T07:30:00.000Z', from: 'new', to: 'withdrawn' },
  ],
});

/** A booking stored before prices were kept: the slugs with "cena neznámá". */
export const withoutPrices = aPortalBooking({ id: 'p-old', reservationCode: 'M4TT-7KPW', weddingDate: '2027-05-22', pricing: null, packageSlug: 'obrad', extras: ['album'] });

/** The couple deleted their account: one request erased, the confirmed wedding kept for the photographer. */
export const erased: Setup = async (services) => {
  await signedInWithPortal([newRequest, confirmed])(services);
  await services.get(COUPLE_PORTAL_STORE).getState().deleteAccount(DOUBLE_PASSWORD);
};

/** The couple deleted their account and chose to keep their gallery with the photographer, detached. */
export const erasedKeepingGallery: Setup = async (services) => {
  await signedInWithPortal([confirmed], (portal) => (portal.galleriesOnErasure = { deletedGalleries: [], keptGalleries: ['DemoGalleryJanaPetr'] }))(services);
  await services.get(COUPLE_PORTAL_STORE).getState().deleteAccount(DOUBLE_PASSWORD, 'keep');
};

/** Too many wrong passwords before "Smazat účet": the session was taken back and the couple signed out. */
export const sessionTakenBack: Setup = async (services) => {
  await signedInWithPortal([newRequest], (portal) => portal.failNext('deleteAccount', 'auth/reauth-locked'))(services);
  await services.get(COUPLE_PORTAL_STORE).getState().deleteAccount('spatne-heslo');
};

/** Loading the bookings fails with this code. */
export const loadFails = (code: ErrorCode): Setup => signedInWithPortal([newRequest], (portal) => portal.failNext('myBookings', code));

/** A message that could not be sent: the text stays in the box, the failure is explained. */
export const messageFailed: Setup = async (services) => {
  await signedInWithPortal([confirmed], (portal) => portal.failNext('sendMessage', 'portal/rate-limited'))(services);
  const store = services.get(COUPLE_PORTAL_STORE).getState();
  await store.load();
  store.setDraft(confirmed.id, 'Obřad posouváme na 14:30, místo zůstává.');
  await store.sendMessage(confirmed.id);
};
