'use strict';

// What a production Strapi (NODE_ENV=production) needs in its environment, as one list: checked when Strapi starts
// (src/index.ts, which stops with every missing item named) and by `npm run preflight` before a deploy. Each item
// says in Czech and English what it is for, so the photographer's technician reads why, not only which.

const { altchaHmacKey } = require('../src/altcha/hmac-key.js');
const { senderProblem } = require('./generated/shared');
const { proxySettings } = require('./proxy-trust');
const { sessionSettings } = require('./session-settings');
const { STRAPI_SECRETS } = require('./strapi-secrets');

const text = (value) => String(value ?? '').trim();
const isHttpUrl = (value) => {
  try {
    return ['http:', 'https:'].includes(new URL(text(value)).protocol);
  } catch {
    return false;
  }
};

/**
 * Every problem of a production environment (an empty list: ready).
 * @param {Record<string, string | undefined>} env
 * @returns {Array<{ variable: string, cs: string, en: string }>}
 */
function productionEnvProblems(env) {
  const problems = [];
  const missing = (variable, cs, en) => problems.push({ variable, cs: `chybí ${cs}`, en: `missing: ${en}` });
  for (const [variable, cs, en] of STRAPI_SECRETS) if (!text(env[variable])) missing(variable, cs, en);
  try {
    altchaHmacKey({ ...env, NODE_ENV: 'production' });
  } catch (error) {
    problems.push({ variable: 'ALTCHA_HMAC_KEY', cs: 'chybí vlastní klíč ochrany formulářů proti botům (registrace, zapomenuté heslo)', en: error.message });
  }
  if (!isHttpUrl(env.PUBLIC_URL)) {
    missing('PUBLIC_URL', 'veřejná adresa CMS (odkazy v potvrzovacích e-mailech, obrázky)', "the CMS's public address (links in confirmation e-mails, media URLs)");
  }
  if (!isHttpUrl(env.FRONTEND_URL)) {
    missing('FRONTEND_URL', 'adresa webu (odkazy v e-mailech, CORS)', "the site's address (links in e-mails, CORS)");
  }
  if (!text(env.SMTP_HOST)) missing('SMTP_HOST', 'SMTP server pro potvrzení účtu a obnovu hesla', 'the SMTP server for account confirmation and password reset');
  if (!text(env.MAIL_FROM)) {
    missing('MAIL_FROM', 'odesílatel e-mailů (adresa na doméně webu)', "the e-mails' sender (an address of the site's domain)");
  } else {
    const mismatch = senderProblem(env.MAIL_FROM, env.FRONTEND_URL, { site: 'FRONTEND_URL' });
    if (mismatch) problems.push({ variable: 'MAIL_FROM', cs: 'odesílatel e-mailů není adresa na doméně webu (FRONTEND_URL): e-maily skončí ve spamu nebo se vrátí', en: mismatch });
  }
  problems.push(...proxyProblems(env));
  if (text(env.DATABASE_CLIENT) === 'postgres' && !text(env.DATABASE_URL)) {
    for (const variable of ['DATABASE_HOST', 'DATABASE_NAME', 'DATABASE_USERNAME', 'DATABASE_PASSWORD']) {
      if (!text(env[variable])) missing(variable, 'přístup k databázi PostgreSQL', 'the PostgreSQL connection');
    }
  }
  return problems;
}

/**
 * Strapi serves plain http; the couples' refresh cookie is Secure in production (lib/session-settings.js), and Koa sets
 * a Secure cookie only on a request it believes came over https — which it believes only from a proxy it trusts. So
 * without PROXY_HOPS nobody could sign in (and no provider session could start either).
 */
function proxyProblems(env) {
  let hops;
  try {
    hops = proxySettings(env).maxIpsCount;
  } catch (error) {
    return [{ variable: 'PROXY_HOPS', cs: 'neplatný počet reverzních proxy před Strapi', en: error.message }];
  }
  if (hops > 0 || !sessionSettings({ ...env, NODE_ENV: 'production' }).cookie.secure) return [];
  return [
    {
      variable: 'PROXY_HOPS',
      cs: 'chybí počet reverzních proxy (TLS) před Strapi: bez něj Strapi nevidí https a Secure cookie přihlášení snoubencům nevydá, takže se nikdo nepřihlásí',
      en: "missing: the reverse proxies in front of Strapi (1 for one TLS-terminating nginx); without them Strapi never sees https and sets no Secure session cookie, so no couple can sign in",
    },
  ];
}

/** Advice that does not stop a start: a production CMS on SQLite works, but has no managed backups. */
function productionEnvWarnings(env) {
  return text(env.DATABASE_CLIENT || 'sqlite') === 'sqlite'
    ? [{ variable: 'DATABASE_CLIENT', cs: 'produkce běží na SQLite: doporučena PostgreSQL se zálohami', en: 'production runs on SQLite: PostgreSQL with managed backups is recommended' }]
    : [];
}

/** Stops a production start with every problem named (Czech and English); nothing outside production. */
function requireProductionEnv(env) {
  if (env.NODE_ENV !== 'production') return;
  const problems = productionEnvProblems(env);
  if (problems.length === 0) return;
  const lines = problems.map((p) => `  ${p.variable}: ${p.cs} / ${p.en}`);
  throw new Error(`Strapi cannot start in production, the environment is incomplete / prostředí není úplné:\n${lines.join('\n')}`);
}

module.exports = { productionEnvProblems, productionEnvWarnings, requireProductionEnv };
