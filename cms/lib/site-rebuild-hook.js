'use strict';

// The public site is prerendered from the CMS, so whatever changes what visitors see must rebuild
// and redeploy it. This keeps ONE of Strapi's built-in webhooks (Settings → Webhooks) in step with
// SITE_REBUILD_HOOK_URL / SITE_REBUILD_HOOK_SECRET on every start. Pure (the webhook store and
// runner are passed in), so unit tests run it against a fake store.

const SITE_REBUILD_WEBHOOK_NAME = 'Přestavění webu';

// Changes that reach the published site. Draft saves (entry.create / entry.update) and new uploads
// (media.create) do not: they show only once published, or attached to an entry that is published.
// media.update covers alt text, captions and replaced files of images already on the site.
const SITE_REBUILD_EVENTS = Object.freeze([
  'entry.publish',
  'entry.unpublish',
  'entry.delete',
  'media.update',
  'media.delete',
]);

/**
 * The webhook the environment asks for, or null when SITE_REBUILD_HOOK_URL is empty.
 * Throws on a URL Strapi could not call: a deploy with a typo should fail loudly at start-up,
 * not leave the site silently stale.
 * @param {Record<string, string | undefined>} env
 * @returns {{ name: string, url: string, headers: Record<string, string>, events: string[] } | null}
 */
function siteRebuildHookFromEnv(env) {
  const raw = String(env.SITE_REBUILD_HOOK_URL || '').trim();
  if (!raw) return null;

  let url;
  try {
    url = new URL(raw);
  } catch {
    // The value itself is not echoed: it may carry a token.
    throw new Error('SITE_REBUILD_HOOK_URL is not an absolute URL (expected https://…).');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_REBUILD_HOOK_URL must use https:// or http://, not ${url.protocol}//.`);
  }
  if (url.username || url.password) {
    // fetch() refuses URLs with credentials, so every call would fail.
    throw new Error('SITE_REBUILD_HOOK_URL must not contain user:password@; put the secret into SITE_REBUILD_HOOK_SECRET.');
  }

  const secret = String(env.SITE_REBUILD_HOOK_SECRET || '').trim();
  if (/[\u0000-\u001f\u007f]/.test(secret)) {
    throw new Error('SITE_REBUILD_HOOK_SECRET contains control characters; it is sent as an HTTP header.');
  }
  return {
    name: SITE_REBUILD_WEBHOOK_NAME,
    url: url.href,
    headers: secret ? { Authorization: `Bearer ${secret}` } : {},
    events: [...SITE_REBUILD_EVENTS],
  };
}

const sortKeys = (value) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortKeys(value[key])]))
    : value;
const sameJson = (a, b) => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));

/**
 * Creates, updates or removes the managed webhook so the store holds exactly what `hook` asks for
 * (at most one webhook of that name; an admin's edits or a disabled switch are overwritten, since
 * the environment is the source of truth). The runner is told too: Strapi loads stored webhooks
 * into it before the app's bootstrap runs, so a store change alone would only apply after the
 * next restart. Other webhooks are left alone.
 * @param {{ store: any, runner: any, hook: ReturnType<typeof siteRebuildHookFromEnv> }} deps
 * @returns {Promise<{ action: 'created' | 'updated' | 'unchanged' | 'removed' | 'none', duplicatesRemoved: number }>}
 */
async function syncSiteRebuildWebhook({ store, runner, hook }) {
  const managed = (await store.findWebhooks())
    .filter((webhook) => webhook.name === SITE_REBUILD_WEBHOOK_NAME)
    .sort((a, b) => Number(a.id) - Number(b.id));
  const [current, ...duplicates] = managed;
  for (const webhook of hook ? duplicates : managed) {
    await store.deleteWebhook(webhook.id);
    runner.remove(webhook);
  }
  if (!hook) return { action: managed.length ? 'removed' : 'none', duplicatesRemoved: 0 };

  const duplicatesRemoved = duplicates.length;
  const wanted = { ...hook, isEnabled: true };
  if (!current) {
    runner.add(await store.createWebhook(wanted));
    return { action: 'created', duplicatesRemoved };
  }
  const unchanged =
    current.isEnabled === true &&
    current.url === wanted.url &&
    sameJson(current.headers ?? {}, wanted.headers) &&
    sameJson(current.events ?? [], wanted.events);
  if (unchanged) return { action: 'unchanged', duplicatesRemoved };

  runner.update(await store.updateWebhook(current.id, wanted));
  return { action: 'updated', duplicatesRemoved };
}

/**
 * One start-up line. Only the origin of the URL is printed: build-hook URLs often carry their
 * token in the path or query.
 * @param {{ action: string, duplicatesRemoved: number }} result
 * @param {ReturnType<typeof siteRebuildHookFromEnv>} hook
 */
function siteRebuildLogLine(result, hook) {
  const name = `"${SITE_REBUILD_WEBHOOK_NAME}"`;
  if (!hook) {
    const removed = result.action === 'removed' ? ` (webhook ${name} removed)` : '';
    return `[site-rebuild] SITE_REBUILD_HOOK_URL is not set: publishing does not rebuild the site${removed}.`;
  }
  const { origin, pathname, search } = new URL(hook.url);
  const target = pathname === '/' && !search ? origin : `${origin}/…`;
  const auth = hook.headers.Authorization ? 'Authorization: Bearer <SITE_REBUILD_HOOK_SECRET>' : 'no secret header';
  const duplicates = result.duplicatesRemoved ? `, ${result.duplicatesRemoved} duplicate(s) removed` : '';
  return `[site-rebuild] webhook ${name} ${result.action}${duplicates}: POST ${target} on ${hook.events.join(', ')}; ${auth}.`;
}

module.exports = {
  SITE_REBUILD_WEBHOOK_NAME,
  SITE_REBUILD_EVENTS,
  siteRebuildHookFromEnv,
  syncSiteRebuildWebhook,
  siteRebuildLogLine,
};
