import type { ServiceIdentifier } from 'inversify';
import type { CouplePortalStore } from './couple-portal-store';

/** The couple's portal ("Moje svatba") store; a token of its own, so a composition can bind it without loading its code. */
export const COUPLE_PORTAL_STORE = Symbol.for('store.CouplePortal') as ServiceIdentifier<CouplePortalStore>;
