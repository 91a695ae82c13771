// A stand-in for Google's OAuth 2 endpoints, for tests: the consent screen, the token endpoint and tokeninfo, speaking
// Google's protocol (authorization code with state and redirect_uri, client id and secret, JSON answers, Google's
// error bodies). One local HTTP server stands in for every provider host: a path starts with the host it stands in
// for (`/accounts.google.com/o/oauth2/v2/auth`), so `standinAddress(url)` is what a provider address becomes.
//
//   const standin = await startOAuthProviderStandin({ clientId, clientSecret });
//   startTestStrapi({ providerStandin: standin.url, env: { GOOGLE_CLIENT_ID: clientId, … } });
//   // the browser, at Strapi's redirect to https://accounts.google.com/…, "signs in" as an account of its choice:
//   fetch(standin.consentAddress(location, { email: 'jana@gmail.com' }), { redirect: 'manual' });
//   await standin.stop();
//
// Strapi reaches it through oauth-provider-standin-preload.cjs (its fetch to the provider hosts goes here instead).
import crypto from 'node:crypto';
import http from 'node:http';

/** The provider hosts this server answers for; the preload redirects Strapi's calls to exactly these. */
export const STANDIN_HOSTS = ['accounts.google.com', 'oauth2.googleapis.com'];

const CODE_TTL_MS = 5 * 60 * 1000;
const TOKEN_TTL_S = 3599;

const random = (prefix) => `${prefix}${crypto.randomBytes(24).toString('base64url')}`;

function json(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function formBody(req) {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

/**
 * @param {{ clientId: string, clientSecret: string }} client  the OAuth client registered at the "provider"
 */
export async function startOAuthProviderStandin({ clientId, clientSecret }) {
  /** code → what the consent granted; token → the account it speaks for. */
  const codes = new Map();
  const tokens = new Map();
  /** Every token request as received, for tests that check what Strapi sent. */
  const tokenRequests = [];

  // Google's consent screen, decided by the query: `standin_email` is the account the visitor signs in with,
  // `standin_verified=false` an address Google has not verified, `standin_deny=1` the visitor pressing "Cancel".
  function authorize(url, res) {
    const q = url.searchParams;
    const redirect = q.get('redirect_uri');
    if (q.get('client_id') !== clientId || !redirect || q.get('response_type') !== 'code') {
      return json(res, 400, { error: 'invalid_request', error_description: 'Missing or unknown client_id, redirect_uri or response_type' });
    }
    const back = new URL(redirect);
    if (q.get('state')) back.searchParams.set('state', q.get('state'));
    if (q.get('standin_deny') === '1') {
      back.searchParams.set('error', 'access_denied');
    } else {
      const email = q.get('standin_email');
      if (!email) return json(res, 400, { error: 'invalid_request', error_description: 'The stand-in needs standin_email' });
      const code = random('4/0A');
      const profile = { email, verified: q.get('standin_verified') !== 'false', sub: crypto.createHash('sha256').update(email).digest('hex').slice(0, 21) };
      codes.set(code, { redirect, scope: q.get('scope') ?? '', profile, expires: Date.now() + CODE_TTL_MS });
      back.searchParams.set('code', code);
      back.searchParams.set('scope', q.get('scope') ?? '');
    }
    res.writeHead(302, { Location: back.toString() });
    res.end();
  }

  async function token(req, res) {
    const form = await formBody(req);
    tokenRequests.push(Object.fromEntries(form));
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return json(res, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
    }
    const grant = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    if (form.get('grant_type') !== 'authorization_code' || !grant || grant.expires < Date.now() || grant.redirect !== form.get('redirect_uri')) {
      return json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
    }
    const accessToken = random('ya29.');
    tokens.set(accessToken, { ...grant.profile, scope: grant.scope, expires: Date.now() + TOKEN_TTL_S * 1000 });
    return json(res, 200, { access_token: accessToken, expires_in: TOKEN_TTL_S, scope: grant.scope, token_type: 'Bearer' });
  }

  function tokeninfo(url, res) {
    const account = tokens.get(url.searchParams.get('access_token') ?? '');
    if (!account || account.expires < Date.now()) return json(res, 400, { error: 'invalid_token', error_description: 'Invalid Value' });
    return json(res, 200, {
      azp: clientId,
      aud: clientId,
      sub: account.sub,
      scope: account.scope,
      exp: String(Math.floor(account.expires / 1000)),
      expires_in: String(Math.floor((account.expires - Date.now()) / 1000)),
      email: account.email,
      email_verified: String(account.verified),
      access_type: 'online',
    });
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /accounts.google.com/o/oauth2/v2/auth') return authorize(url, res);
    if (route === 'POST /oauth2.googleapis.com/token') return void token(req, res).catch(() => json(res, 500, { error: 'internal' }));
    if (route === 'GET /oauth2.googleapis.com/tokeninfo') return tokeninfo(url, res);
    return json(res, 404, { error: 'not_found', error_description: route });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;

  return {
    url,
    tokenRequests,
    /** The stand-in's address for a provider address (https://accounts.google.com/… → http://127.0.0.1:…/accounts.google.com/…). */
    address: (providerUrl) => standinAddress(url, providerUrl),
    consentAddress: (location, choice) => consentAddress(url, location, choice),
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * The stand-in's consent screen for the provider address `location` (where Strapi sent the browser), as the visitor
 * signing in with `email` (an address the provider verified unless `verified: false`) or pressing "Cancel" (`deny`).
 * @param {string} standinUrl
 * @param {string | URL} location
 * @param {{ email?: string, verified?: boolean, deny?: boolean }} choice
 */
export function consentAddress(standinUrl, location, { email, verified = true, deny = false }) {
  const address = new URL(standinAddress(standinUrl, location));
  if (email) address.searchParams.set('standin_email', email);
  if (!verified) address.searchParams.set('standin_verified', 'false');
  if (deny) address.searchParams.set('standin_deny', '1');
  return address.toString();
}

/** `providerUrl` on the stand-in at `standinUrl` when its host is one it stands in for; otherwise unchanged. */
export function standinAddress(standinUrl, providerUrl) {
  const target = new URL(providerUrl);
  if (target.protocol !== 'https:' || !STANDIN_HOSTS.includes(target.hostname)) return target.toString();
  return `${standinUrl}/${target.hostname}${target.pathname}${target.search}`;
}
