import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { providerSessionOnce } = require('../../src/social/provider-session.js');

/** A replay store in memory with the database store's answer: true on the first spend, false after. */
function memorySpent() {
  const spent = new Set();
  return { spend: async ({ id }) => (spent.has(id) ? false : (spent.add(id), true)) };
}

/** A Koa context whose session is what koa-session decoded from the cookie (a copy per request, like a cookie). */
function request(path, session) {
  const data = structuredClone(session);
  Object.defineProperty(data, 'populated', { get: () => Object.keys(data).length > 0, enumerable: false });
  return { path, session: data };
}

/** Runs the middleware; what users-permissions would have seen of the provider's answer, and the session after. */
async function trade(middleware, ctx, fail = false) {
  let seen;
  const run = middleware(ctx, async () => {
    seen = ctx.session?.grant?.response;
    if (fail) throw new Error('the provider refused');
  });
  await (fail ? assert.rejects(run) : run);
  return { seen, after: ctx.session };
}

const cookie = { grant: { response: { access_token: 'ya29.pristup' } } };

test('the provider answer in the cookie is traded once: a replayed copy reaches the callback without it', async () => {
  const store = memorySpent();
  const middleware = providerSessionOnce(() => store);
  const first = await trade(middleware, request('/api/auth/google/callback', cookie));
  assert.deepEqual(first.seen, { access_token: 'ya29.pristup' });
  assert.equal(first.after, null, 'the emptied session is removed, so the browser drops the cookie');
  for (const path of ['/api/auth/google/callback', '/API/Auth/Google/Callback/']) {
    assert.equal((await trade(middleware, request(path, cookie))).seen, undefined, path);
  }
  // Another visitor's answer is their own.
  assert.deepEqual((await trade(middleware, request('/api/auth/google/callback', { grant: { response: { id_token: 'jiny' } } }))).seen, { id_token: 'jiny' });
});

test('a refused exchange forgets the answer too, and keeps the rest of the session', async () => {
  const store = memorySpent();
  const { after } = await trade(providerSessionOnce(() => store), request('/api/auth/google/callback', { ...cookie, other: 1 }), true);
  assert.deepEqual({ ...after }, { other: 1 });
});

test('other routes keep the session as it is (the /connect round trip needs it), and so does a password sign-in', async () => {
  const store = memorySpent();
  for (const path of ['/api/connect/google/callback', '/api/connect/google', '/api/auth/local/callback', '/api/auth/local']) {
    const { seen, after } = await trade(providerSessionOnce(() => store), request(path, cookie));
    assert.deepEqual(seen, cookie.grant.response, path);
    assert.deepEqual(after.grant, cookie.grant, path);
  }
});
