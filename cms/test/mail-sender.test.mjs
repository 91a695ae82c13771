// Strapi's account e-mails leave from MAIL_FROM and are signed with the photographer's name the CMS publishes — not
// with an address or a name written into the templates (the test's sender and name are neither of the old ones).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { cheapChallenge } from '../test-support/altcha.mjs';
import { startTestStrapi } from '../test-support/strapi-test-server.mjs';

const SITE_SETTING = '/content-manager/single-types/api::site-setting.site-setting';
let strapi;
let client = 0;

before(async () => {
  // Empty (no seed): no site settings yet, as on a fresh production CMS.
  strapi = await startTestStrapi({
    seed: false,
    env: { MAIL_FROM: 'Rezervace <rezervace@jina-fotografka.cz>', MAIL_REPLY_TO: 'marie@jina-fotografka.cz', PROXY: 'true' },
  });
});
after(() => strapi?.stop());

async function register(email) {
  const response = await fetch(`${strapi.url}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.1.0.${++client}`, 'X-Altcha': await cheapChallenge(strapi.env.ALTCHA_HMAC_KEY) },
    body: JSON.stringify({ username: email.split('@')[0], email, password: 'Heslo-12345' }),
  });
  assert.equal(response.status, 200);
  const mail = (await strapi.readMails()).find((item) => item.to === email);
  assert.ok(mail, `a confirmation e-mail to ${email}`);
  return mail;
}

async function publishPhotographer(photographerName) {
  const admin = await fetch(`${strapi.url}/admin/register-admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstname: 'Marie', lastname: 'Svobodová', email: 'admin@jina-fotografka.cz', password: 'Admin-Heslo-2027' }),
  });
  assert.equal(admin.status, 200, await admin.clone().text());
  const { token } = (await admin.json()).data;
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const fields = { siteName: 'Marie Svobodová – svatební fotografie', photographerName };
  assert.equal((await fetch(`${strapi.url}${SITE_SETTING}`, { method: 'PUT', headers, body: JSON.stringify(fields) })).status, 200);
  const published = await fetch(`${strapi.url}${SITE_SETTING}/actions/publish`, { method: 'POST', headers, body: JSON.stringify(fields) });
  assert.equal(published.status, 200, await published.clone().text());
}

test("before the CMS names the photographer, the confirmation e-mail comes from MAIL_FROM with MAIL_FROM's name", async () => {
  const mail = await register('prvni@example.cz');
  assert.equal(mail.subject, 'Potvrzení registrace');
  assert.equal(mail.from, 'rezervace@jina-fotografka.cz');
  assert.equal(mail.fromName, 'Rezervace');
  assert.match(await strapi.mailSource(mail.id), /^Reply-To: marie@jina-fotografka\.cz\r?$/m);
});

test("once the site settings are published, the next e-mail is signed with the CMS's photographer name", async () => {
  await publishPhotographer('Marie Svobodová');
  const mail = await register('druhy@example.cz');
  assert.equal(mail.from, 'rezervace@jina-fotografka.cz');
  assert.equal(mail.fromName, 'Marie Svobodová – svatební fotografka');
  assert.doesNotMatch(`${mail.fromName} ${mail.html}`, /Tereza|novakova-foto/);
});
