// The prerendered site must be rebuilt when an editor changes what visitors see: a real Strapi,
// started with SITE_REBUILD_HOOK_URL pointing at a little HTTP server of this test, must POST to
// it when a wedding is published or unpublished in the admin (content-manager API, signed in as
// the seeded admin), and keep exactly one such webhook across restarts.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { startTestStrapi } from '../test-support/strapi-test-server.mjs';

const WEDDING = 'api::wedding.wedding';
const WEDDING_ID = 'crcbtvfy9pn8uhpcrcq1x4ku'; // "Barbora a Ondřej" from the demo content
const FIRST_SECRET = 'prvni-tajemstvi';
const SECOND_SECRET = 'druhe-tajemstvi';

/** Build-hook stand-in: remembers every request. */
async function startHookServer() {
  const received = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      let body = null;
      try {
        body = JSON.parse(raw);
      } catch {
        // kept as null: the assertions then fail on the body
      }
      received.push({ at: Date.now(), method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let hook;
let strapi;
let adminToken;

const hookUrl = () => `${hook.url}/build-hook?token=abc123`;

async function signInAsAdmin() {
  const response = await fetch(`${strapi.url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.cz', password: 'Admin-Heslo-2027' }),
  });
  assert.equal(response.status, 200, 'the seeded admin signs in');
  adminToken = (await response.json()).data.token;
}

async function admin(method, path, body) {
  const response = await fetch(`${strapi.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  assert.ok(response.ok, `${method} ${path} → ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

const managedWebhooks = async () =>
  (await admin('GET', '/admin/webhooks')).data.filter((webhook) => webhook.name === 'Přestavění webu');

/** Waits for the hook calls `match` picks among those after `since`, then a little longer for stray extras. */
async function hookCalls(since, match, { atLeast = 1, timeoutMs = 60_000 } = {}) {
  const pick = () => hook.received.slice(since).filter(match);
  const deadline = Date.now() + timeoutMs;
  while (pick().length < atLeast && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, 400)); // a duplicate webhook would POST again
  return pick();
}

/** Waits until the hook has been quiet for `quietMs` (the seed's own publications arrive first). */
async function hookSettled(quietMs = 700) {
  for (;;) {
    const last = hook.received.at(-1)?.at ?? 0;
    const wait = last + quietMs - Date.now();
    if (wait <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

const forWedding = (event) => (call) => call.body?.event === event && call.body?.entry?.documentId === WEDDING_ID;

before(async () => {
  hook = await startHookServer();
  strapi = await startTestStrapi({
    env: { SITE_REBUILD_HOOK_URL: hookUrl(), SITE_REBUILD_HOOK_SECRET: FIRST_SECRET },
  });
  await signInAsAdmin();
  await hookSettled();
});
after(async () => {
  await strapi?.stop();
  await hook?.close();
});

test('start-up creates one webhook "Přestavění webu" from the environment and says so without the secret', async () => {
  const webhooks = await managedWebhooks();
  assert.equal(webhooks.length, 1);
  assert.deepEqual(
    { url: webhooks[0].url, headers: webhooks[0].headers, events: webhooks[0].events, isEnabled: webhooks[0].isEnabled },
    {
      url: hookUrl(),
      headers: { Authorization: `Bearer ${FIRST_SECRET}` },
      events: ['entry.publish', 'entry.unpublish', 'entry.delete', 'media.update', 'media.delete'],
      isEnabled: true,
    },
  );
  const output = strapi.output();
  assert.ok(
    /\[site-rebuild\] webhook "Přestavění webu" created: POST http:\/\/127\.0\.0\.1:\d+\/… on entry\.publish/.test(output),
    'the start-up line names the webhook, the action and the target origin',
  );
  assert.ok(!output.includes(FIRST_SECRET) && !output.includes('abc123'), 'neither the secret nor the URL token is logged');
});

test('publishing an edited wedding POSTs entry.publish with the secret; saving the draft alone does not', async () => {
  const since = hook.received.length;
  const path = `/content-manager/collection-types/${WEDDING}/${WEDDING_ID}`;
  await admin('PUT', path, { title: 'Barbora a Ondřej – upraveno' });
  await admin('POST', `${path}/actions/publish`, {});

  const calls = await hookCalls(since, (call) => call.body?.entry?.documentId === WEDDING_ID);
  assert.deepEqual(calls.map((call) => call.body.event), ['entry.publish'], 'one POST, and none for the draft save');
  const [call] = calls;
  assert.equal(call.method, 'POST');
  assert.equal(call.url, '/build-hook?token=abc123');
  assert.equal(call.headers.authorization, `Bearer ${FIRST_SECRET}`);
  assert.equal(call.headers['x-strapi-event'], 'entry.publish');
  assert.equal(call.body.uid, WEDDING);
  assert.equal(call.body.entry.title, 'Barbora a Ondřej – upraveno');
});

test('unpublishing a wedding POSTs entry.unpublish, and the wedding leaves the public API', async () => {
  const since = hook.received.length;
  await admin('POST', `/content-manager/collection-types/${WEDDING}/${WEDDING_ID}/actions/unpublish`, {});

  const calls = await hookCalls(since, forWedding('entry.unpublish'));
  assert.equal(calls.length, 1);
  assert.equal(calls[0].headers['x-strapi-event'], 'entry.unpublish');
  assert.equal(calls[0].headers.authorization, `Bearer ${FIRST_SECRET}`);
  assert.equal((await fetch(`${strapi.url}/api/weddings/${WEDDING_ID}`)).status, 404);
});

test('changing the alt text of an image POSTs media.update', async () => {
  const { results } = await admin('GET', '/upload/files?pageSize=1');
  const since = hook.received.length;
  await admin('PUT', `/upload/files/${results[0].id}`, { fileInfo: { alternativeText: 'Nový popis fotografie' } });

  const calls = await hookCalls(since, (call) => call.body?.event === 'media.update');
  assert.equal(calls.length, 1);
  assert.equal(calls[0].body.media.id, results[0].id);
  assert.equal(calls[0].body.media.alternativeText, 'Nový popis fotografie');
});

test('a restart with a new secret updates the same webhook instead of adding one: a publish still POSTs once', async () => {
  await strapi.restart({ env: { SITE_REBUILD_HOOK_SECRET: SECOND_SECRET } });
  await signInAsAdmin();
  const webhooks = await managedWebhooks();
  assert.equal(webhooks.length, 1);
  assert.deepEqual(webhooks[0].headers, { Authorization: `Bearer ${SECOND_SECRET}` });
  assert.ok(strapi.output().includes('[site-rebuild] webhook "Přestavění webu" updated:'), 'the start-up line says "updated"');

  const since = hook.received.length;
  await admin('POST', `/content-manager/collection-types/${WEDDING}/${WEDDING_ID}/actions/publish`, {});
  const calls = await hookCalls(since, forWedding('entry.publish'));
  assert.equal(calls.length, 1);
  assert.equal(calls[0].headers.authorization, `Bearer ${SECOND_SECRET}`);
});
