import type { Core } from '@strapi/strapi';

// Content types the website reads. Public and authenticated visitors may only read them
// (find/findOne — the public REST API serves published documents only).
export const PUBLIC_CONTENT_TYPES = [
  'api::service.service',
  'api::price-package.price-package',
  'api::price-extra.price-extra',
  'api::faq-item.faq-item',
  'api::wedding.wedding',
  'api::page.page',
  'api::testimonial.testimonial',
  'api::redirect.redirect',
  'api::home.home',
  'api::about.about',
  'api::site-setting.site-setting',
  'api::privacy-policy.privacy-policy',
  'api::pricing.pricing',
  // A template without personal data; the functions fill it for a booking.
  'api::contract-template.contract-template',
] as const;

const SINGLE_TYPES = new Set([
  'api::home.home',
  'api::about.about',
  'api::site-setting.site-setting',
  'api::privacy-policy.privacy-policy',
  'api::pricing.pricing',
  'api::contract-template.contract-template',
]);

const READ_ACTIONS = PUBLIC_CONTENT_TYPES.flatMap((uid) =>
  SINGLE_TYPES.has(uid) ? [`${uid}.find`] : [`${uid}.find`, `${uid}.findOne`],
);

// users-permissions' own defaults (services/users-permissions.js in 5.54): the login and
// registration flow stays reachable for everyone.
const AUTH_ACTIONS = [
  'plugin::users-permissions.auth.callback',
  'plugin::users-permissions.auth.connect',
  'plugin::users-permissions.auth.register',
  'plugin::users-permissions.auth.forgotPassword',
  'plugin::users-permissions.auth.resetPassword',
  'plugin::users-permissions.auth.emailConfirmation',
  'plugin::users-permissions.auth.sendEmailConfirmation',
  'plugin::users-permissions.auth.refresh',
];

export const ROLE_ACTIONS: Record<'public' | 'authenticated', string[]> = {
  public: [...READ_ACTIONS, ...AUTH_ACTIONS],
  authenticated: [
    ...READ_ACTIONS,
    ...AUTH_ACTIONS,
    'plugin::users-permissions.user.me',
    'plugin::users-permissions.auth.changePassword',
    'plugin::users-permissions.auth.logout',
    'plugin::users-permissions.auth.getSessions',
    'plugin::users-permissions.auth.revokeSession',
    // DELETE /api/account (src/api/account): a visitor deletes their own account, nobody else's.
    'api::account.account.destroy',
    // POST /api/account/reauthenticate: the password again before the GDPR self-service (src/sessions).
    'api::account.account.reauthenticate',
  ],
};

const PERMISSION = 'plugin::users-permissions.permission';
const ROLE = 'plugin::users-permissions.role';

/**
 * Makes the two visitor roles hold exactly ROLE_ACTIONS. Runs on every start, so a permission
 * ticked by mistake in the admin (e.g. upload or users for Public) is revoked again: the code is
 * the one place that decides what anonymous visitors may do.
 */
export async function syncRolePermissions(strapi: Core.Strapi) {
  for (const [type, wanted] of Object.entries(ROLE_ACTIONS)) {
    const role = await strapi.db.query(ROLE).findOne({ where: { type } });
    if (!role) throw new Error(`users-permissions role "${type}" is missing`);

    const existing: Array<{ id: number; action: string }> = await strapi.db
      .query(PERMISSION)
      .findMany({ where: { role: role.id } });
    const have = new Set(existing.map((permission) => permission.action));

    const extra = existing.filter((permission) => !wanted.includes(permission.action));
    if (extra.length > 0) {
      await strapi.db.query(PERMISSION).deleteMany({ where: { id: { $in: extra.map((p) => p.id) } } });
      strapi.log.info(`[permissions] ${type}: revoked ${extra.map((p) => p.action).join(', ')}`);
    }
    for (const action of wanted.filter((action) => !have.has(action))) {
      await strapi.db.query(PERMISSION).create({ data: { action, role: role.id } });
    }
  }
}
