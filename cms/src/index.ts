import type { Core } from '@strapi/strapi';
import { syncRolePermissions } from './bootstrap/permissions';
import { syncSiteRebuildHook } from './bootstrap/site-rebuild-webhook';
import { keepOriginalUploads } from './bootstrap/upload-settings';
import {
  ensureCzechEmailTemplates,
  syncAdvancedSettings,
  syncProviders,
} from './bootstrap/users-permissions-settings';
import { seedDemoContent } from './seed';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await syncRolePermissions(strapi);
    await syncAdvancedSettings(strapi);
    await syncProviders(strapi);
    await ensureCzechEmailTemplates(strapi);
    await keepOriginalUploads(strapi);
    // Before seeding: content the seed publishes changes the site like an editor's would.
    await syncSiteRebuildHook(strapi);

    // Lets a test server (or a fresh local stack) come up seeded after a single boot.
    if (process.env.CMS_SEED_ON_START === 'true') {
      await seedDemoContent(strapi);
    }
  },
};
