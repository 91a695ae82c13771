// The couple's contract callables (ports/wire/contract-callable-api.ts), re-exported by index.ts: the use cases of
// application/contract over the firebase-admin store, the CMS's template and the deposit settings. The couple proves
// itself with the visitor's Strapi session (the portal's gate); IP, user agent and time come from the request the
// server received and its clock, never from the body.
import { acceptMyContract, showMyContract } from '../../application/contract/accept-contract';
import { downloadContractPdf, readBookingContract } from '../../application/contract/contract-pdf';
import { firestoreContractStore } from '../../adapters/firestore-admin/firestore-contract-store';
import { serverNow } from '../../adapters/firestore-admin/firestore-server-time';
import { strapiContractTemplate } from '../../adapters/strapi/server/strapi-contract-template-reader';
import { strapiCoupleVerifier } from '../../adapters/strapi/server/strapi-couple-verifier';
import { adminCallerOf, callable } from './callable';
import { contractDeliveryDeps, deliverAfterAcceptance } from './contract-delivery';
import { mailSettings } from './call-settings';
import { clientIp } from './client-ip';
import { db, STRAPI_URL } from './config';
import { releaseDocumentsAfterContract } from './document-settings';

/** One template reader per instance: its short cache serves a burst of calls with one CMS read. */
let templates: ReturnType<typeof strapiContractTemplate> | undefined;

const contractStore = (now: Date) =>
  firestoreContractStore(db(), now, strapiCoupleVerifier(STRAPI_URL.value()), (templates ??= strapiContractTemplate(STRAPI_URL.value())), mailSettings().deposit);

export const myContract = callable('myContract', async (data, request) => {
  const now = await serverNow(db());
  return showMyContract({ session: data.session, bookingId: data.bookingId, client: clientIp(request.rawRequest), now }, contractStore(now));
});

export const acceptContract = callable('acceptContract', async (data, request) => {
  const now = await serverNow(db());
  const { session, ...form } = data;
  const userAgent = request.rawRequest.headers['user-agent'];
  const accepted = await acceptMyContract(
    {
      session,
      request: form,
      origin: { ip: clientIp(request.rawRequest), userAgent: typeof userAgent === 'string' ? userAgent : '' },
      client: clientIp(request.rawRequest),
      now,
    },
    contractStore(now),
  );
  await releaseDocumentsAfterContract(accepted.bookingId, now);
  await deliverAfterAcceptance(accepted, now);
  return accepted;
});

export const contractPdf = callable('contractPdf', async (data, request) => {
  const now = await serverNow(db());
  const { store, renderer } = await contractDeliveryDeps(now);
  const call = { caller: await adminCallerOf(request), session: data.session, bookingId: data.bookingId, client: clientIp(request.rawRequest) };
  return downloadContractPdf(call, { contracts: contractStore(now), delivery: store, renderer });
});

export const bookingContract = callable('bookingContract', async (data, request) => {
  const { store } = await contractDeliveryDeps(await serverNow(db()));
  return { acceptance: await readBookingContract({ caller: await adminCallerOf(request), bookingId: data.bookingId }, store) };
});
