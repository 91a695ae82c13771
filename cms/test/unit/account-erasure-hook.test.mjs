import assert from 'node:assert/strict';
import http from 'node:http';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const { accountErasureHookFromEnv, accountErasureLogLine, deletionWithoutHookAllowed, reportDeletedAccount } = createRequire(import.meta.url)(
  '../../lib/account-erasure-hook.js',
);

const URL_ = 'https://europe-west3-projekt.cloudfunctions.net/accountDeleted';

test('reads the hook from the environment; none without a URL; a URL without a usable secret stops the start', () => {
  assert.equal(accountErasureHookFromEnv({}), null);
  assert.deepEqual(accountErasureHookFromEnv({ ACCOUNT_ERASURE_URL: ` ${URL_} `, ACCOUNT_ERASURE_SECRET: ' tajne ' }), { url: URL_, secret: 'tajne' });
  assert.throws(() => accountErasureHookFromEnv({ ACCOUNT_ERASURE_URL: URL_ }), /ACCOUNT_ERASURE_SECRET is not set/);
  assert.throws(() => accountErasureHookFromEnv({ ACCOUNT_ERASURE_URL: URL_, ACCOUNT_ERASURE_SECRET: 'a\nb' }), /control characters/);
  assert.throws(() => accountErasureHookFromEnv({ ACCOUNT_ERASURE_URL: 'functions/accountDeleted', ACCOUNT_ERASURE_SECRET: 'x' }), /not an absolute URL/);
  assert.throws(() => accountErasureHookFromEnv({ ACCOUNT_ERASURE_URL: 'ftp://x/y', ACCOUNT_ERASURE_SECRET: 'x' }), /https:\/\/ or http:\/\//);
});

test('without the hook, only a non-production Strapi may delete accounts, and the start-up line says which', () => {
  assert.equal(deletionWithoutHookAllowed({ NODE_ENV: 'development' }), true);
  assert.equal(deletionWithoutHookAllowed({ NODE_ENV: 'production' }), false);
  assert.match(accountErasureLogLine(null, { NODE_ENV: 'production' }), /cannot be deleted until it is/);
  assert.match(accountErasureLogLine({ url: URL_, secret: 's' }, {}), /POST https:\/\/europe-west3-projekt\.cloudfunctions\.net\/… with the secret/);
  assert.doesNotMatch(accountErasureLogLine({ url: URL_, secret: 'tajne' }, {}), /tajne|accountDeleted/);
});

/** A stand-in for the function: answers `status` and remembers each request. */
async function functionStandIn(status) {
  const received = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ method: request.method, authorization: request.headers.authorization, body: JSON.parse(body) });
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ erasedBookings: ['b1'], keptBookings: [] }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/accountDeleted`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

test("reports the e-mail and the account's id with the secret and resolves what the functions erased", async () => {
  const standIn = await functionStandIn(200);
  try {
    const answer = await reportDeletedAccount({ url: standIn.url, secret: 'tajne' }, 'jana@example.cz', 17);
    assert.deepEqual(answer, { erasedBookings: ['b1'], keptBookings: [] });
    assert.deepEqual(standIn.received, [{ method: 'POST', authorization: 'Bearer tajne', body: { email: 'jana@example.cz', accountId: '17' } }]);
  } finally {
    await standIn.close();
  }
});

test('rejects in Czech when the functions refuse or cannot be reached, so the deletion is refused', async () => {
  const standIn = await functionStandIn(401);
  try {
    await assert.rejects(reportDeletedAccount({ url: standIn.url, secret: 'spatne' }, 'jana@example.cz'), /nepodařilo smazat \(odpověď 401\)\. Účet zůstal/);
  } finally {
    await standIn.close();
  }
  await assert.rejects(reportDeletedAccount({ url: standIn.url, secret: 'x' }, 'jana@example.cz'), /nepodařilo smazat \(nedostupný/);
});
