import { describe, expect, it } from 'vitest';
import type { User } from '../../../domain/user/user';
import type { AuthPort } from '../../../ports/auth-port';
import { aConfirmedPortalBooking, aPortalBooking, CouplePortalTestDouble, DOUBLE_PASSWORD } from '../../../tests/support/couple-portal-test-double';
import { createCouplePortalStore } from './couple-portal-store';

/** Only what the store uses of the visitor accounts: sign-out and change notifications. */
function authStub() {
  const listeners: ((user: User | null) => void)[] = [];
  let signOuts = 0;
  const auth = {
    onChange: (listener: (user: User | null) => void) => {
      listeners.push(listener);
      return () => undefined;
    },
    signOut: async () => {
      signOuts += 1;
      listeners.forEach((l) => l(null));
    },
  } as unknown as AuthPort;
  const someone: User = { id: 'u2', email: 'jiny@example.cz', displayName: 'Jiný pár', roles: ['visitor'], confirmed: true };
  return { auth, signOuts: () => signOuts, signInSomeoneElse: () => listeners.forEach((l) => l(someone)) };
}

describe('couple portal store', () => {
  it('forgets the bookings when another account signs in, so the page loads that account afresh', async () => {
    const { auth, signInSomeoneElse } = authStub();
    const store = createCouplePortalStore({ portal: new CouplePortalTestDouble([aPortalBooking()]), auth });
    await store.getState().load();
    expect(store.getState().bookings).toHaveLength(1);
    signInSomeoneElse();
    expect(store.getState()).toMatchObject({ status: 'idle', bookings: [] });
  });

  it('keeps a refreshed list on screen when the refresh after an action fails', async () => {
    const { auth } = authStub();
    const booking = aPortalBooking();
    const portal = new CouplePortalTestDouble([booking]);
    const store = createCouplePortalStore({ portal, auth });
    await store.getState().load();
    portal.failNext('myBookings', 'network/unavailable');
    expect(await store.getState().withdraw(booking.id)).toBe(true);
    expect(store.getState()).toMatchObject({ status: 'ready', loadError: null });
    expect(store.getState().bookings[0]).toMatchObject({ id: booking.id, canWithdraw: false });
  });

  it('refuses an empty message without calling the port, and sends the trimmed text', async () => {
    const { auth } = authStub();
    const booking = aConfirmedPortalBooking();
    const portal = new CouplePortalTestDouble([booking]);
    const store = createCouplePortalStore({ portal, auth });
    await store.getState().load();
    store.getState().setDraft(booking.id, '   ');
    expect(await store.getState().sendMessage(booking.id)).toBe(false);
    expect(store.getState().actions[booking.id]?.message).toEqual({ state: 'failed', error: 'field/required' });
    store.getState().setDraft(booking.id, '  Místo: zámek.  ');
    expect(await store.getState().sendMessage(booking.id)).toBe(true);
    expect(portal.calls.find((c) => c.method === 'sendMessage')?.args).toEqual([booking.id, 'Místo: zámek.']);
  });

  it('after deleting the account signs out and keeps the summary on screen', async () => {
    const { auth, signOuts } = authStub();
    const store = createCouplePortalStore({ portal: new CouplePortalTestDouble([aConfirmedPortalBooking({ reservationCode: 'H3WD-9RTA' })]), auth });
    await store.getState().load();
    expect(await store.getState().deleteAccount(DOUBLE_PASSWORD)).toBe(true);
    expect(signOuts()).toBe(1);
    expect(store.getState().erasure).toEqual({ accountDeleted: true, erasedBookings: [], keptBookings: [{ reservationCode: 'H3WD-9RTA', weddingDate: '2027-06-12' }], deletedGalleries: [], keptGalleries: [] });
    expect(store.getState().bookings).toEqual([]);
  });

  it('carries the typed password to the port; a wrong one fails the action and keeps the session', async () => {
    const { auth, signOuts } = authStub();
    const portal = new CouplePortalTestDouble([aPortalBooking()]);
    const store = createCouplePortalStore({ portal, auth });
    expect(await store.getState().exportMyData('preklep')).toBeUndefined();
    expect(store.getState().privacy.export).toEqual({ state: 'failed', error: 'auth/wrong-password' });
    expect(await store.getState().deleteAccount('preklep')).toBe(false);
    expect(store.getState()).toMatchObject({ erasure: null, ended: null, privacy: { delete: { state: 'failed', error: 'auth/wrong-password' } } });
    expect(signOuts()).toBe(0);
    expect(await store.getState().exportMyData(DOUBLE_PASSWORD)).toMatchObject({ email: 'novomanzele@example.cz' });
    expect(portal.calls.filter((c) => c.method !== 'myBookings').map((c) => [c.method, c.args])).toEqual([
      ['exportMyData', ['preklep']],
      ['deleteAccount', ['preklep']],
      ['exportMyData', [DOUBLE_PASSWORD]],
    ]);
  });

  it('too many wrong passwords (the session taken back): signs this browser out too and says why', async () => {
    const { auth, signOuts } = authStub();
    const portal = new CouplePortalTestDouble([aPortalBooking()]).failNext('deleteAccount', 'auth/reauth-locked');
    const store = createCouplePortalStore({ portal, auth });
    await store.getState().load();
    expect(await store.getState().deleteAccount(DOUBLE_PASSWORD)).toBe(false);
    expect(signOuts()).toBe(1);
    expect(store.getState()).toMatchObject({ ended: 'auth/reauth-locked', bookings: [], erasure: null });
  });
});
