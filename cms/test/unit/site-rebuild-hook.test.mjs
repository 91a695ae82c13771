import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const { SITE_REBUILD_WEBHOOK_NAME, SITE_REBUILD_EVENTS, siteRebuildHookFromEnv, syncSiteRebuildWebhook, siteRebuildLogLine } =
  createRequire(import.meta.url)('../../lib/site-rebuild-hook.js');

const HOOK_URL = 'https://gitlab.com/api/v4/projects/42/ref/main/trigger/pipeline?token=glptt-tajne';

// Mirrors @strapi/core's webhook store (ids as strings, createWebhook always enabled,
// updateWebhook writes isEnabled as given) and records what the runner is told.
function fakeStrapiWebhooks(rows = []) {
  let nextId = 1 + Math.max(0, ...rows.map((row) => Number(row.id)));
  const stored = new Map(rows.map((row) => [row.id, structuredClone(row)]));
  const runnerCalls = [];
  return {
    stored,
    runnerCalls,
    store: {
      findWebhooks: async () => [...stored.values()].map((row) => structuredClone(row)),
      createWebhook: async (data) => {
        const row = { ...structuredClone(data), id: String(nextId++), isEnabled: true };
        stored.set(row.id, row);
        return structuredClone(row);
      },
      updateWebhook: async (id, data) => {
        const row = { ...structuredClone(data), id };
        stored.set(id, row);
        return structuredClone(row);
      },
      deleteWebhook: async (id) => stored.delete(id),
    },
    runner: {
      add: (webhook) => runnerCalls.push(['add', webhook.id]),
      update: (webhook) => runnerCalls.push(['update', webhook.id]),
      remove: (webhook) => runnerCalls.push(['remove', webhook.id]),
    },
  };
}

const managedRow = (id, overrides = {}) => ({
  id,
  name: SITE_REBUILD_WEBHOOK_NAME,
  url: HOOK_URL,
  headers: {},
  events: [...SITE_REBUILD_EVENTS],
  isEnabled: true,
  ...overrides,
});
const foreignRow = { id: '7', name: 'Slack', url: 'https://hooks.slack.com/x', headers: {}, events: ['entry.create'], isEnabled: true };

test('an unset or blank SITE_REBUILD_HOOK_URL asks for no webhook', () => {
  assert.equal(siteRebuildHookFromEnv({}), null);
  assert.equal(siteRebuildHookFromEnv({ SITE_REBUILD_HOOK_URL: '   ', SITE_REBUILD_HOOK_SECRET: 'x' }), null);
});

test('the hook POSTs on publish, unpublish, delete and media changes, with the secret as a Bearer header', () => {
  const hook = siteRebuildHookFromEnv({ SITE_REBUILD_HOOK_URL: ` ${HOOK_URL} `, SITE_REBUILD_HOOK_SECRET: ' s3cret ' });
  assert.deepEqual(hook, {
    name: 'Přestavění webu',
    url: HOOK_URL,
    headers: { Authorization: 'Bearer s3cret' },
    events: ['entry.publish', 'entry.unpublish', 'entry.delete', 'media.update', 'media.delete'],
  });
  assert.deepEqual(siteRebuildHookFromEnv({ SITE_REBUILD_HOOK_URL: 'http://127.0.0.1:9000/build' }).headers, {});
});

test('a URL Strapi could not call stops the start-up, without echoing the URL', () => {
  for (const [url, message] of [
    ['api.github.com/repos/x/y/dispatches', /not an absolute URL/],
    ['ftp://example.cz/hook', /https:\/\/ or http:\/\/, not ftp:/],
    ['javascript:alert(1)', /not javascript:/],
    ['https://ci:glptt-tajne@example.cz/hook', /must not contain user:password@/],
  ]) {
    assert.throws(() => siteRebuildHookFromEnv({ SITE_REBUILD_HOOK_URL: url }), (error) => {
      assert.match(error.message, message, url);
      assert.doesNotMatch(error.message, /tajne/);
      return true;
    });
  }
  assert.throws(
    () => siteRebuildHookFromEnv({ SITE_REBUILD_HOOK_URL: HOOK_URL, SITE_REBUILD_HOOK_SECRET: 'a\r\nX-Injected: 1' }),
    /control characters/,
  );
});

test('first start creates the webhook and registers it with the runner; other webhooks stay', async () => {
  const strapi = fakeStrapiWebhooks([foreignRow]);
  const hook = siteRebuildHookFromEnv({ SITE_REBUILD_HOOK_URL: HOOK_URL, SITE_REBUILD_HOOK_SECRET: 's3cret' });
  assert.deepEqual(await syncSiteRebuildWebhook({ ...strapi, hook }), { action: 'created', duplicatesRemoved: 0 });
  assert.deepEqual([...strapi.stored.values()], [
    foreignRow,
    { ...hook, id: '8', isEnabled: true },
  ]);
  assert.deepEqual(strapi.runnerCalls, [['add', '8']]);
});

test('a restart with the same environment changes nothing: still one webhook', async () => {
  const strapi = fakeStrapiWebhooks();
  const hook = siteRebuildHookFromEnv({ SITE_REBUILD_HOOK_URL: HOOK_URL, SITE_REBUILD_HOOK_SECRET: 's3cret' });
  await syncSiteRebuildWebhook({ ...strapi, hook });
  assert.deepEqual(await syncSiteRebuildWebhook({ ...strapi, hook }), { action: 'unchanged', duplicatesRemoved: 0 });
  assert.equal(strapi.stored.size, 1);
  assert.deepEqual(strapi.runnerCalls, [['add', '1']]);
});

test('a new URL or secret, an admin edit or a disabled switch is put back to what the environment says', async () => {
  const hook = siteRebuildHookFromEnv({ SITE_REBUILD_HOOK_URL: HOOK_URL, SITE_REBUILD_HOOK_SECRET: 'nove' });
  for (const drift of [
    { headers: { Authorization: 'Bearer stare' } },
    { url: 'https://old.example.cz/hook' },
    { events: ['entry.publish'] },
    { isEnabled: false },
  ]) {
    const strapi = fakeStrapiWebhooks([managedRow('3', drift)]);
    assert.deepEqual(await syncSiteRebuildWebhook({ ...strapi, hook }), { action: 'updated', duplicatesRemoved: 0 }, JSON.stringify(drift));
    assert.deepEqual([...strapi.stored.values()], [{ ...hook, id: '3', isEnabled: true }]);
    assert.deepEqual(strapi.runnerCalls, [['update', '3']]);
  }
});

test('duplicates of the managed webhook are removed, the oldest is kept', async () => {
  const strapi = fakeStrapiWebhooks([managedRow('10'), foreignRow, managedRow('2'), managedRow('5')]);
  const hook = siteRebuildHookFromEnv({ SITE_REBUILD_HOOK_URL: HOOK_URL });
  assert.deepEqual(await syncSiteRebuildWebhook({ ...strapi, hook }), { action: 'unchanged', duplicatesRemoved: 2 });
  assert.deepEqual([...strapi.stored.keys()].sort(), ['2', '7']);
  assert.deepEqual(strapi.runnerCalls, [['remove', '5'], ['remove', '10']]);
});

test('unsetting the variable removes the managed webhook (and its stored secret), nothing else', async () => {
  const strapi = fakeStrapiWebhooks([managedRow('1', { headers: { Authorization: 'Bearer s3cret' } }), foreignRow]);
  assert.deepEqual(await syncSiteRebuildWebhook({ ...strapi, hook: null }), { action: 'removed', duplicatesRemoved: 0 });
  assert.deepEqual([...strapi.stored.values()], [foreignRow]);
  assert.deepEqual(strapi.runnerCalls, [['remove', '1']]);
  assert.deepEqual(await syncSiteRebuildWebhook({ ...strapi, hook: null }), { action: 'none', duplicatesRemoved: 0 });
});

test('the start-up line names the action, events and target origin but never the token', () => {
  const hook = siteRebuildHookFromEnv({ SITE_REBUILD_HOOK_URL: HOOK_URL, SITE_REBUILD_HOOK_SECRET: 'glptt-tajne' });
  const line = siteRebuildLogLine({ action: 'created', duplicatesRemoved: 0 }, hook);
  assert.equal(
    line,
    '[site-rebuild] webhook "Přestavění webu" created: POST https://gitlab.com/… on entry.publish, entry.unpublish, ' +
      'entry.delete, media.update, media.delete; Authorization: Bearer <SITE_REBUILD_HOOK_SECRET>.',
  );
  assert.match(siteRebuildLogLine({ action: 'removed', duplicatesRemoved: 0 }, null), /not set: publishing does not rebuild the site \(webhook "Přestavění webu" removed\)/);
});
