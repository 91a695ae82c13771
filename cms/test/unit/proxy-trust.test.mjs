import assert from 'node:assert/strict';
import http from 'node:http';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { proxySettings, MAX_PROXY_HOPS } = require('../../lib/proxy-trust.js');
// Strapi's own Koa, configured as core/dist/services/server/koa.js does from server.proxy.
const Koa = require('koa');

/** The client address a Koa app with these settings sees for each X-Forwarded-For header (over real HTTP). */
async function clientIps(settings, headers) {
  const app = new Koa({ proxy: settings.koa });
  app.maxIpsCount = settings.maxIpsCount;
  app.use((ctx) => {
    ctx.body = { ip: ctx.request.ip, secure: ctx.secure };
  });
  const server = http.createServer(app.callback()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address();
    const seen = [];
    for (const header of headers) {
      const response = await fetch(`http://127.0.0.1:${port}/`, { headers: header === null ? {} : { 'X-Forwarded-For': header, 'X-Forwarded-Proto': 'https' } });
      seen.push(await response.json());
    }
    return seen;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

test('no PROXY_HOPS: no proxy, X-Forwarded-For ignored, the socket is the client', async () => {
  const settings = proxySettings({});
  assert.deepEqual(settings, { koa: false, maxIpsCount: 0 });
  assert.deepEqual(proxySettings({ PROXY_HOPS: '0', PROXY: 'false' }), settings);
  const seen = await clientIps(settings, ['203.0.113.9', '198.51.100.1, 203.0.113.9']);
  assert.deepEqual(
    seen.map((s) => s.ip),
    ['127.0.0.1', '127.0.0.1'],
  );
  assert.equal(seen[0].secure, false, 'X-Forwarded-Proto is not believed either');
});

test('one hop: the entry our proxy appended decides, whatever a client wrote before it', async () => {
  const settings = proxySettings({ PROXY_HOPS: '1' });
  assert.deepEqual(settings, { koa: true, maxIpsCount: 1 });
  const seen = await clientIps(settings, ['203.0.113.9', '10.9.9.9, 203.0.113.9', '1.1.1.1,2.2.2.2 , 203.0.113.9', null]);
  assert.deepEqual(
    seen.map((s) => s.ip),
    ['203.0.113.9', '203.0.113.9', '203.0.113.9', '127.0.0.1'],
  );
  assert.equal(seen[0].secure, true, 'the proxy terminating TLS is believed about https');
});

test('two hops (a CDN in front of nginx): the second entry from the right decides', async () => {
  const seen = await clientIps(proxySettings({ PROXY_HOPS: '2' }), ['forged, 203.0.113.9, 192.0.2.50', '203.0.113.9, 192.0.2.50']);
  assert.deepEqual(
    seen.map((s) => s.ip),
    ['203.0.113.9', '203.0.113.9'],
  );
});

test('the old PROXY=true (trust every entry) stops the start until PROXY_HOPS says how many', () => {
  assert.throws(() => proxySettings({ PROXY: 'true' }), /set PROXY_HOPS/);
  assert.throws(() => proxySettings({ PROXY: ' TRUE ', PROXY_HOPS: '' }), /set PROXY_HOPS/);
  assert.deepEqual(proxySettings({ PROXY: 'true', PROXY_HOPS: '1' }), { koa: true, maxIpsCount: 1 });
});

test('PROXY_HOPS that is not a whole number from 0 to the maximum stops the start, naming the value', () => {
  for (const value of ['-1', '1.5', 'yes', 'true', String(MAX_PROXY_HOPS + 1)]) {
    assert.throws(() => proxySettings({ PROXY_HOPS: value }), new RegExp(`PROXY_HOPS .*"${value.replace('.', '\\.')}"`), value);
  }
  assert.deepEqual(proxySettings({ PROXY_HOPS: ` ${MAX_PROXY_HOPS} ` }), { koa: true, maxIpsCount: MAX_PROXY_HOPS });
});
