import type { Core } from '@strapi/strapi';
import { syncRolePermissions } from './bootstrap/permissions';
import { syncSiteRebuildHook } from './bootstrap/site-rebuild-webhook';
import { subscribeAccountErasure } from './bootstrap/account-erasure';
import { keepOriginalUploads } from './bootstrap/upload-settings';
import {
  ensureCzechEmailTemplates,
  followSiteSettings,
  syncAdvancedSettings,
  syncEmailSender,
  syncProviders,
} from './bootstrap/users-permissions-settings';
import { seedDemoContent } from './seed';
import { altchaHmacKey } from './altcha/hmac-key';
import { requireProductionEnv } from '../lib/production-env';
import { SPENT_CHALLENGE_MODEL } from './altcha/spent-challenges';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Everything production needs, checked at once: a start that would send mail from the wrong domain, sign with
    // empty secrets or link to localhost stops here with the whole list (`npm run preflight` prints the same).
    requireProductionEnv(process.env);
    // The bot barrier's key: in production a missing one stops the start here, before anything is served.
    if (altchaHmacKey(process.env).development) {
      strapi.log.warn('[altcha] ALTCHA_HMAC_KEY is not set: bot-barrier challenges are signed with the public development key');
    }
    // The replay store's table (a database model, not a content type); Strapi's schema sync creates it.
    strapi.get('models').add(SPENT_CHALLENGE_MODEL);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // First: a misconfigured hook stops the start before any account could be deleted without it.
    subscribeAccountErasure(strapi);
    await syncRolePermissions(strapi);
    await syncAdvancedSettings(strapi);
    await syncProviders(strapi);
    await ensureCzechEmailTemplates(strapi);
    await syncEmailSender(strapi);
    followSiteSettings(strapi);
    await keepOriginalUploads(strapi);
    // Before seeding: content the seed publishes changes the site like an editor's would.
    await syncSiteRebuildHook(strapi);

    // Lets a test server (or a fresh local stack) come up seeded after a single boot.
    if (process.env.CMS_SEED_ON_START === 'true') {
      await seedDemoContent(strapi);
    }
  },
};
