import type { Core } from '@strapi/strapi';
import { siteRebuildHookFromEnv, siteRebuildLogLine, syncSiteRebuildWebhook } from '../../lib/site-rebuild-hook';

/**
 * Publishing must rebuild the prerendered site: one built-in webhook follows SITE_REBUILD_HOOK_URL
 * (and SITE_REBUILD_HOOK_SECRET), created, updated or removed on every start.
 */
export async function syncSiteRebuildHook(strapi: Core.Strapi) {
  const hook = siteRebuildHookFromEnv(process.env);
  const result = await syncSiteRebuildWebhook({
    store: strapi.get('webhookStore'),
    runner: strapi.get('webhookRunner'),
    hook,
  });
  strapi.log.info(siteRebuildLogLine(result, hook));
}
