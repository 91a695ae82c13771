// End-to-end checks of the content API and the visitor-account endpoints, against a real
// Strapi started by the same helper the web app's contract tests use.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { cheapChallenge } from '../test-support/altcha.mjs';
import { startTestStrapi } from '../test-support/strapi-test-server.mjs';

// Both auth rate limits key on the client IP. The server sits behind one trusted proxy here (PROXY_HOPS=1): the last
// X-Forwarded-For entry is the client, so every test acts as its own client and no test eats another one's budget.
let strapi;
let lastClient = 0;
const newClient = () => `10.0.0.${++lastClient}`;

const post = (path, body, client = newClient(), extraHeaders = {}) =>
  fetch(`${strapi.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client, ...extraHeaders },
    body: JSON.stringify(body),
  });
/**
 * Registration and forgot-password carry a solved bot-barrier challenge, as the web app's forms do: a cheap one signed
 * with this server's key, so the time does not depend on the machine (the proof of work has its own tests).
 */
const postSolved = async (path, body, client = newClient()) =>
  post(path, body, client, { 'X-Altcha': await cheapChallenge(strapi.env.ALTCHA_HMAC_KEY) });
const getJson = async (path, headers = {}) => {
  const response = await fetch(`${strapi.url}${path}`, { headers });
  return { status: response.status, body: await response.json() };
};

before(async () => {
  strapi = await startTestStrapi({ env: { PROXY_HOPS: '1' } });
});
after(() => strapi?.stop());

test('weddings are public, published, flat Strapi 5 documents with responsive images', async () => {
  const { status, body } = await getJson('/api/weddings?populate=*');
  assert.equal(status, 200);
  assert.equal(body.data.length, 5);
  const wedding = body.data.find((item) => item.slug === 'barbora-a-ondrej-vysehrad-praha');
  assert.equal(wedding.documentId, 'crcbtvfy9pn8uhpcrcq1x4ku', 'demo ids are kept as documentIds');
  assert.equal(wedding.title, 'Barbora a Ondřej');
  assert.equal(wedding.attributes, undefined);
  assert.equal(wedding.gallery.length, 11);
  assert.equal(wedding.cover.alternativeText, 'Barbora a Ondřej pod rozkvetlými stromy na Vyšehradě');
  assert.deepEqual(Object.keys(wedding.cover.formats).sort(), ['large', 'medium', 'small', 'thumbnail']);
  const image = await fetch(`${strapi.url}${wedding.cover.formats.small.url}`);
  assert.equal(image.headers.get('content-type'), 'image/jpeg');
});

test('camera originals are uploaded as they are: the home hero and the Hluboká cover keep their 6000×4000 JPEG', async () => {
  const { body: home } = await getJson('/api/home?populate=*');
  const { body: weddings } = await getJson('/api/weddings?filters[slug][$eq]=jana-a-petr-zamek-hluboka&populate=*');
  const [wedding] = weddings.data;
  for (const file of [home.data.heroImage, wedding.cover, wedding.gallery.find((g) => g.name.includes('photos'))]) {
    assert.ok(file, 'a camera original is in the media library');
    assert.match(file.name, /^demo--photos--[a-z0-9-]+\.jpg$/);
    assert.deepEqual([file.width, file.height, file.mime], [6000, 4000, 'image/jpeg']);
    assert.deepEqual(Object.keys(file.formats).sort(), ['large', 'medium', 'small', 'thumbnail']);
    const original = await fetch(`${strapi.url}${file.url}`);
    assert.equal(original.headers.get('content-type'), 'image/jpeg');
    // Strapi's lossy "size optimization" is off (the build makes the web renditions): the camera file is kept whole.
    assert.ok((await original.arrayBuffer()).byteLength >= 5_000_000, file.name);
  }
});

test('site settings expose address, social links and IČO', async () => {
  const { status, body } = await getJson('/api/site-setting?populate=*');
  assert.equal(status, 200);
  assert.equal(body.data.ico, '06814271');
  assert.equal(body.data.address.city, 'Brno');
  assert.deepEqual(body.data.social.map((link) => link.network), ['instagram', 'facebook']);
});

test('site settings carry the trader\'s identity for the documents: register entry, not a VAT payer', async () => {
  const { body } = await getJson('/api/site-setting?populate=*');
  assert.equal(body.data.registerEntry, 'Fyzická osoba zapsaná v živnostenském rejstříku, Magistrát města Brna');
  assert.equal(body.data.traderName, 'Tereza Nováková');
  assert.equal(body.data.vatPayer, false);
  assert.equal(body.data.dic, null);
  assert.equal(body.data.bankIban, 'CZ65 0800 0000 1920 0014 5399');
});

test('home lists the featured weddings in the demo order', async () => {
  const { body } = await getJson('/api/home?populate=*');
  assert.deepEqual(
    body.data.featuredWeddings.map((wedding) => wedding.slug),
    ['barbora-a-ondrej-vysehrad-praha', 'klara-a-tomas-vinarstvi-mikulov', 'jana-a-petr-zamek-hluboka'],
  );
});

test('anonymous visitors can neither list users nor touch the media library', async () => {
  assert.equal((await fetch(`${strapi.url}/api/users`)).status, 403);
  assert.equal((await fetch(`${strapi.url}/api/upload/files`)).status, 403);
  assert.equal((await post('/api/weddings', { data: { title: 'x' } })).status, 403);
});

test('registration needs e-mail confirmation: no JWT, a confirmation e-mail, link back to the web', async () => {
  const response = await postSolved('/api/auth/local/register', {
    username: 'eva-a-jakub',
    email: 'eva.jakub@example.cz',
    password: 'Heslo-12345',
  });
  assert.equal(response.status, 200);
  const body = await response.json();
  assert.equal(body.jwt, undefined);
  assert.equal(body.user.confirmed, false);

  const mail = (await strapi.readMails()).find((item) => item.to === 'eva.jakub@example.cz');
  assert.ok(mail, 'confirmation e-mail written to the outbox');
  assert.equal(mail.subject, 'Potvrzení registrace');
  const link = /href="([^"]+)"/.exec(mail.html)[1];
  assert.ok(link.startsWith(`${strapi.url}/api/auth/email-confirmation?confirmation=`));

  const confirmed = await fetch(link, { redirect: 'manual' });
  assert.equal(confirmed.status, 302);
  assert.equal(confirmed.headers.get('location'), 'http://127.0.0.1:5173/prihlaseni?potvrzeno=1');
});

test('registration with role/confirmed/blocked is refused and creates no user', async () => {
  const account = { username: 'utocnik', email: 'utocnik@example.cz', password: 'Heslo-12345' };
  const refused = await postSolved('/api/auth/local/register', { ...account, role: 1, confirmed: true, blocked: false });
  assert.equal(refused.status, 400);
  assert.match((await refused.json()).error.message, /Invalid parameters: role, confirmed, blocked/);
  // Had the refused request created the account, the same e-mail would now be taken.
  assert.equal((await postSolved('/api/auth/local/register', account)).status, 200);
});

test('reset-password rejects a code that is not a non-empty string', async () => {
  for (const code of [{}, [], '', null]) {
    const response = await post('/api/auth/reset-password', {
      code,
      password: 'Nove-Heslo-123',
      passwordConfirmation: 'Nove-Heslo-123',
    });
    assert.equal(response.status, 400, `code ${JSON.stringify(code)}`);
  }
});

test('the demo visitor logs in; /users/me never reveals secrets; the access token lives 10 minutes, the sign-in 7 days', async () => {
  const response = await post('/api/auth/local', { identifier: 'novomanzele@example.cz', password: 'Svatba2027' });
  assert.equal(response.status, 200);
  const { jwt, user, refreshToken } = await response.json();
  assert.equal(user.username, 'jana-a-petr');
  assert.equal(refreshToken, undefined, 'the refresh token travels only in the HttpOnly cookie');

  const { iat, exp, type } = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
  assert.equal(type, 'access');
  assert.equal(exp - iat, 10 * 60);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('strapi_up_refresh='));
  const expires = Date.parse(/expires=([^;]+)/i.exec(cookie)[1]);
  assert.ok(Math.abs(expires - (Date.now() + 7 * 24 * 3600 * 1000)) < 5 * 60 * 1000, `the cookie lasts the sign-in: ${cookie}`);

  for (const query of ['', '?populate=*']) {
    const { status, body } = await getJson(`/api/users/me${query}`, { Authorization: `Bearer ${jwt}` });
    assert.equal(status, 200, query);
    for (const secret of ['password', 'resetPasswordToken', 'confirmationToken']) {
      assert.equal(secret in body, false, `${secret} leaked with "${query}"`);
    }
  }
  // Asking for a private field by name is refused outright rather than answered.
  const asked = await getJson('/api/users/me?fields[0]=password', { Authorization: `Bearer ${jwt}` });
  assert.equal(asked.status, 400);
  assert.equal(JSON.stringify(asked.body).includes('$2'), false, 'no bcrypt hash in the answer');
});

const RATE_LIMITED = {
  data: null,
  error: { status: 429, name: 'RateLimitError', message: 'Too many requests, please try again later.', details: {} },
};

test('the 11th login attempt from one IP within a minute is refused, whatever the identifier', async () => {
  const client = newClient();
  const statuses = [];
  for (let i = 1; i <= 11; i += 1) {
    const response = await post('/api/auth/local', { identifier: `nikdo${i}@example.cz`, password: 'spatne-heslo' }, client);
    statuses.push(response.status);
    if (i === 11) assert.deepEqual(await response.json(), RATE_LIMITED);
  }
  assert.deepEqual(statuses, [...Array(10).fill(400), 429]);
  assert.equal((await post('/api/auth/local', { identifier: 'x@example.cz', password: 'y' })).status, 400, 'other IPs still pass');
});

test('changing the e-mail does not reset the limit on forgot-password (users-permissions keys it by e-mail)', async () => {
  const client = newClient();
  const statuses = [];
  for (let i = 1; i <= 11; i += 1) {
    statuses.push((await postSolved('/api/auth/forgot-password', { email: `nekdo${i}@example.cz` }, client)).status);
  }
  assert.deepEqual(statuses, [...Array(10).fill(200), 429]);
});

test('the auth endpoints share one budget per IP (requests the bot barrier refuses count too)', async () => {
  const client = newClient();
  for (let i = 1; i <= 10; i += 1) await post('/api/auth/forgot-password', { email: `sdileny${i}@example.cz` }, client);
  const register = await post('/api/auth/local/register', { username: 'pozde', email: 'pozde@example.cz', password: 'Heslo-12345' }, client);
  assert.equal(register.status, 429);
});

test('behind the proxy, entries a client forges in front of the proxy’s own do not buy a fresh budget', async () => {
  const client = newClient();
  const statuses = [];
  for (let i = 1; i <= 11; i += 1) {
    // What nginx forwards when the client itself sent "X-Forwarded-For: 198.51.100.<i>": its address appended.
    const forwarded = `198.51.100.${i}, ${client}`;
    statuses.push((await post('/api/auth/local', { identifier: `hadac${i}@example.cz`, password: 'spatne-heslo' }, forwarded)).status);
  }
  assert.deepEqual(statuses, [...Array(10).fill(400), 429]);
  // The forged address itself, now arriving as the proxy's entry, is another visitor with its own budget.
  assert.equal((await post('/api/auth/local', { identifier: 'x@example.cz', password: 'y' }, '198.51.100.1')).status, 400);
});

test('change-password spends the same per-IP budget as sign-in (a stolen session cannot guess the current password on)', async () => {
  const client = newClient();
  const login = await post('/api/auth/local', { identifier: 'novomanzele@example.cz', password: 'Svatba2027' }, newClient());
  const { jwt } = await login.json();
  for (let i = 1; i <= 10; i += 1) await post('/api/auth/local', { identifier: `vycerpano${i}@example.cz`, password: 'x' }, client);
  const guess = await post(
    '/api/auth/change-password',
    { currentPassword: 'Hadam-1234', password: 'Nove-Heslo-123', passwordConfirmation: 'Nove-Heslo-123' },
    client,
    { Authorization: `Bearer ${jwt}` },
  );
  assert.equal(guess.status, 429);
  assert.deepEqual(await guess.json(), RATE_LIMITED);
});
