// The wedding-day plan's callables (ports/wire/day-plan-callable-api.ts): the couple's prove who they are with the
// visitor's Strapi session, as the portal's; the desk's needs the admin claim (checked against revocation).
import { readDayPlanAtDesk as readAtDesk, readMyDayPlan as readMine, saveMyDayPlan as saveMine } from '../../application/portal/day-plan';
import { dayPlanStore } from '../../adapters/firestore-admin/firestore-day-plan-store';
import { serverNow } from '../../adapters/firestore-admin/firestore-server-time';
import { strapiCoupleVerifier } from '../../adapters/strapi/server/strapi-couple-verifier';
import { adminCallerOf, callable } from './callable';
import { mailSettings } from './call-settings';
import { clientIp } from './client-ip';
import { db, STRAPI_URL } from './config';

const plans = (now: Date) => dayPlanStore(db(), now, strapiCoupleVerifier(STRAPI_URL.value()), mailSettings());

export const readMyDayPlan = callable('readMyDayPlan', async (data, request) => {
  const now = await serverNow(db());
  return readMine({ session: data.session, bookingId: data.bookingId, client: clientIp(request.rawRequest), now }, plans(now));
});

export const saveMyDayPlan = callable('saveMyDayPlan', async (data, request) => {
  const now = await serverNow(db());
  return saveMine({ session: data.session, bookingId: data.bookingId, plan: data.plan, client: clientIp(request.rawRequest), now }, plans(now));
});

export const readDayPlan = callable('readDayPlan', async (data, request) => {
  const now = await serverNow(db());
  return readAtDesk({ caller: await adminCallerOf(request), bookingId: data.bookingId }, plans(now));
});
