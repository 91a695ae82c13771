// The couple's personal data (GDPR), re-exported by index.ts: the export and the account's deletion the couple asks
// for (personal-data-callables.ts), and Strapi's report of an account deleted by any path, which erases the same.
import { eraseDeletedAccount } from '../../application/privacy/erase-personal-data';
import { personalDataStore } from '../../adapters/firestore-admin/firestore-personal-data-store';
import { serverNow } from '../../adapters/firestore-admin/firestore-server-time';
import { callable } from './callable';
import { senderSettings } from './call-settings';
import { clientIp } from './client-ip';
import { db, galleryOptions } from './config';
import { galleryPrivacyStore } from './gallery-store';
import { deleteMyAccount as eraseMyAccount, exportMyPersonalData } from './personal-data-callables';
import { serverHook } from './server-hook';

// Both read the account's galleries through the galleries' store, which needs their keys (a kept gallery's files get new tokens).
export const exportMyData = callable('exportMyData', async (data, request) =>
  exportMyPersonalData(db(), { session: data.session, password: data.password, client: clientIp(request.rawRequest), now: await serverNow(db()) }),
  galleryOptions,
);

export const deleteMyAccount = callable('deleteMyAccount', async (data, request) =>
  eraseMyAccount(db(), { session: data.session, password: data.password, galleries: data.galleries, client: clientIp(request.rawRequest), now: await serverNow(db()) }),
  galleryOptions,
);

/** Strapi reports an account deleted by any path (its admin, its API, the couple's own request): the same erasure. */
export const accountDeleted = serverHook('accountDeleted', async (body) => {
  const now = await serverNow(db());
  return eraseDeletedAccount({ email: body.email, accountId: body.accountId, now }, personalDataStore(db()), senderSettings(), await galleryPrivacyStore(now));
});
