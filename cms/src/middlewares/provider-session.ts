import type { Core } from '@strapi/strapi';
import { spentChallenges } from '../altcha/spent-challenges';
import { providerSessionOnce } from '../social/provider-session';

// A provider's answer in Strapi's session cookie is traded for a JWT once (src/social/provider-session.js). Its
// replay store is the bot barrier's: one-time proofs, hashed, with an expiry, shared by every instance.
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const store = spentChallenges(() => strapi.db);
  return providerSessionOnce(() => store);
};
