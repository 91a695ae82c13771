import type { Core } from '@strapi/strapi';

// A confirmed visitor account so the login / "my account" flows can be tried without a mailbox.
export const DEMO_VISITOR = {
  username: 'jana-a-petr',
  email: 'novomanzele@example.cz',
  password: 'Svatba2027',
};

export async function ensureDemoVisitor(strapi: Core.Strapi): Promise<boolean> {
  const users = strapi.db.query('plugin::users-permissions.user');
  if (await users.findOne({ where: { email: DEMO_VISITOR.email } })) return false;

  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  // The user service hashes the password (the raw query API would store it as given).
  await strapi.plugin('users-permissions').service('user').add({
    ...DEMO_VISITOR,
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: role.id,
  });
  return true;
}

/**
 * The admin panel's first super admin, from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD. Created only
 * while the panel has no admin at all, so a real installation's accounts are never touched.
 */
export async function ensureSuperAdmin(strapi: Core.Strapi): Promise<boolean> {
  const email = process.env.CMS_ADMIN_EMAIL || 'admin@example.cz';
  const password = process.env.CMS_ADMIN_PASSWORD || 'Admin-Heslo-2027';

  const adminUsers = strapi.service('admin::user');
  if ((await adminUsers.count()) > 0) return false;

  const superAdminRole = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdminRole) return false;
  await adminUsers.create({
    email,
    password,
    firstname: 'Tereza',
    lastname: 'Nováková',
    registrationToken: null,
    isActive: true,
    roles: [superAdminRole.id],
  });
  return true;
}
