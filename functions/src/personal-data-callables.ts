import type { Firestore } from 'firebase-admin/firestore';
import { personalDataReads, personalDataStore } from '../../adapters/firestore-admin/firestore-personal-data-store';
import { countAttempt } from '../../adapters/firestore-admin/firestore-rate-limits';
import { identifyCouple } from '../../application/portal/couple-portal';
import { eraseAccount } from '../../application/privacy/erase-personal-data';
import { exportPersonalData } from '../../application/privacy/export-personal-data';
import { rateRules, type RateRule } from '../../domain/booking/booking-policy';
import type { CallableResponse } from '../../ports/wire/callable-api';
import { senderSettings } from './call-settings';
import { STRAPI_URL } from './config';
import { strapiCoupleVerifier } from '../../adapters/strapi/server/strapi-couple-verifier';
import { strapiCoupleAccount } from '../../adapters/strapi/server/strapi-couple-account';
import { galleryPrivacyStore } from './gallery-store';

/**
 * Who calls, proven by Strapi (the session in `data.session`) through the portal's one gate: each attempt counts per
 * client (a refused session included), a verified one against the GDPR self-service limit too — so every password
 * guess counts there as well as in Strapi's per-sign-in count; then the account is acted on with that same session.
 */
async function verifiedCouple(store: Firestore, session: unknown, now: Date, client: string) {
  const gate = { verify: strapiCoupleVerifier(STRAPI_URL.value()), countAttempt: (rules: RateRule[]) => countAttempt(store, rules, now) };
  const identity = await identifyCouple({ session, client }, gate, ({ email }) => [...rateRules.portal(client), ...rateRules.personalData(email)]);
  return { identity, account: strapiCoupleAccount(STRAPI_URL.value(), session as string) };
}

/** What the GDPR callables receive, unchecked: the session and the password typed again (Strapi judges both). */
export interface PersonalDataCall {
  session: unknown;
  password: unknown;
  /** "Smazat účet" only: what happens to the account's galleries (checked by the use case). */
  galleries?: unknown;
  client: string;
  now: Date;
}

export async function exportMyPersonalData(store: Firestore, call: PersonalDataCall): Promise<CallableResponse<'exportMyData'>> {
  const { identity, account } = await verifiedCouple(store, call.session, call.now, call.client);
  return exportPersonalData({ identity, now: call.now, password: call.password }, account, personalDataReads(store), await galleryPrivacyStore(call.now));
}

export async function deleteMyAccount(store: Firestore, call: PersonalDataCall): Promise<CallableResponse<'deleteMyAccount'>> {
  const { identity, account } = await verifiedCouple(store, call.session, call.now, call.client);
  const galleries = await galleryPrivacyStore(call.now);
  return eraseAccount({ identity, now: call.now, password: call.password, galleries: call.galleries }, account, personalDataStore(store), senderSettings(), galleries);
}
