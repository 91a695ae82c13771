import type { Core } from '@strapi/strapi';
import { primaryFrontendUrl } from '../../lib/frontend-origins';
import { parseMailbox, senderName } from '../../lib/generated/shared';
import { CZECH_EMAIL_TEMPLATES } from './email-templates';

/** One stored e-mail template of users-permissions (only the fields read here). */
interface EmailTemplateSetting {
  options?: { object?: string; from?: { name?: string; email?: string }; response_email?: string } & Record<string, unknown>;
  [field: string]: unknown;
}

const SITE_SETTING = 'api::site-setting.site-setting';

const store = (strapi: Core.Strapi, key: string) =>
  strapi.store({ type: 'plugin', name: 'users-permissions', key });

/**
 * Registration and password-reset behaviour the web app relies on. Re-applied on every start so
 * the links in e-mails always follow FRONTEND_URL of the running environment.
 */
export async function syncAdvancedSettings(strapi: Core.Strapi) {
  const frontend = primaryFrontendUrl(process.env.FRONTEND_URL);
  const advanced = store(strapi, 'advanced');
  const current = ((await advanced.get({})) as Record<string, unknown>) ?? {};
  await advanced.set({
    value: {
      ...current,
      unique_email: true,
      allow_register: true,
      email_confirmation: true,
      email_confirmation_redirection: `${frontend}/prihlaseni?potvrzeno=1`,
      email_reset_password: `${frontend}/obnoveni-hesla`,
      default_role: 'authenticated',
    },
  });
}

/**
 * Google and Facebook login: configured, but enabled only when their keys are in the environment.
 * `callback` is where users-permissions sends the browser back after the provider's consent screen (the provider's
 * answer stays in Strapi's session cookie): the web app's route that trades it for a session. A `?callback=` of a
 * start address must name this very page (users-permissions' `callback.validate`).
 */
export async function syncProviders(strapi: Core.Strapi) {
  const frontend = primaryFrontendUrl(process.env.FRONTEND_URL);
  const grant = store(strapi, 'grant');
  const current = ((await grant.get({})) as Record<string, Record<string, unknown>>) ?? {};

  const oauth = {
    google: [process.env.GOOGLE_CLIENT_ID, process.env.GOOGLE_CLIENT_SECRET],
    facebook: [process.env.FACEBOOK_CLIENT_ID, process.env.FACEBOOK_CLIENT_SECRET],
  };
  const next = { ...current };
  for (const [provider, [key, secret]] of Object.entries(oauth)) {
    next[provider] = {
      ...current[provider],
      enabled: Boolean(key && secret),
      key: key ?? '',
      secret: secret ?? '',
      callback: `${frontend}/prihlaseni/${provider}/callback`,
    };
  }
  await grant.set({ value: next });
}

/** Czech e-mail texts, written only over the English defaults so an editor's wording is kept. */
export async function ensureCzechEmailTemplates(strapi: Core.Strapi) {
  const emails = store(strapi, 'email');
  const current = ((await emails.get({})) as Record<string, EmailTemplateSetting | undefined>) ?? {};
  const next = { ...current };
  let changed = false;
  for (const [key, template] of Object.entries(CZECH_EMAIL_TEMPLATES)) {
    const options = current[key]?.options;
    if (options && !/^(Reset password|Account confirmation)$/.test(options.object ?? '')) continue;
    next[key] = { ...current[key], options: { ...options, ...template } };
    changed = true;
  }
  if (changed) await emails.set({ value: next });
}

/**
 * The sender of both account e-mails: MAIL_FROM's address (the email plugin's defaultFrom, lib/smtp-settings.js), the
 * photographer's name from the published site settings, replies to MAIL_REPLY_TO. Written over whatever the admin
 * panel stored, so a changed MAIL_FROM or a renamed photographer reaches the next mail. `photographerName` is passed
 * by the site settings' lifecycle (the published row it just wrote); at start it is read.
 */
export async function syncEmailSender(strapi: Core.Strapi, photographerName?: unknown) {
  const { defaultFrom, defaultReplyTo } = (strapi.config.get('plugin::email.settings') ?? {}) as { defaultFrom?: string; defaultReplyTo?: string };
  const mailbox = parseMailbox(defaultFrom);
  if (!mailbox) return;
  const name = photographerName === undefined ? await publishedPhotographerName(strapi) : photographerName;
  const from = { name: senderName(name, defaultFrom), email: mailbox.address };
  const replyTo = parseMailbox(defaultReplyTo)?.address ?? mailbox.address;
  const emails = store(strapi, 'email');
  const current = ((await emails.get({})) as Record<string, EmailTemplateSetting | undefined>) ?? {};
  const next = { ...current };
  let changed = false;
  for (const key of Object.keys(CZECH_EMAIL_TEMPLATES)) {
    const options = current[key]?.options ?? {};
    if (options.from?.name === from.name && options.from?.email === from.email && options.response_email === replyTo) continue;
    next[key] = { ...current[key], options: { ...options, from, response_email: replyTo } };
    changed = true;
  }
  if (changed) await emails.set({ value: next });
}

async function publishedPhotographerName(strapi: Core.Strapi): Promise<unknown> {
  const settings = await strapi.documents(SITE_SETTING).findFirst({ status: 'published', fields: ['photographerName'] });
  return (settings as { photographerName?: unknown } | null)?.photographerName;
}

/** A published site-settings row carries the name the account e-mails must sign with from now on. */
export function followSiteSettings(strapi: Core.Strapi) {
  const follow = async (event: { result?: { publishedAt?: unknown; photographerName?: unknown } }) => {
    if (event.result?.publishedAt) await syncEmailSender(strapi, event.result.photographerName);
  };
  strapi.db.lifecycles.subscribe({ models: [SITE_SETTING], afterCreate: follow, afterUpdate: follow });
}
