// The couple's portal store as every portal callable builds it: each call proves who it is with the visitor's Strapi
// session (adapters/strapi/server/strapi-couple-verifier.ts). Not re-exported by index.ts (it deploys nothing).
import { couplePortalStore } from '../../adapters/firestore-admin/firestore-couple-portal-store';
import { strapiCoupleVerifier } from '../../adapters/strapi/server/strapi-couple-verifier';
import { mailSettings } from './call-settings';
import { db, STRAPI_URL } from './config';

export const portalStore = (now: Date) => couplePortalStore(db(), now, strapiCoupleVerifier(STRAPI_URL.value()), mailSettings());
