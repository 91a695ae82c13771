import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  accountErasureHookFromEnv,
  accountErasureLogLine,
  deletionWithoutHookAllowed,
  reportDeletedAccount,
} from '../../lib/account-erasure-hook';

const USER = 'plugin::users-permissions.user';

/**
 * Every path that deletes a visitor account goes through the database query layer — the couple's DELETE /api/account,
 * the admin panel's content manager (one or many), the users-permissions API — so one database lifecycle on the users
 * model sees them all. Before the rows go, each account's e-mail is reported to the functions (cms/lib/
 * account-erasure-hook.js); if that fails, the deletion is refused with a Czech message and the account stays, so its
 * Firebase data is never left without an owner who could ask for it.
 */
export function subscribeAccountErasure(strapi: Core.Strapi) {
  const hook = accountErasureHookFromEnv(process.env);
  strapi.log.info(accountErasureLogLine(hook, process.env));

  async function reportAccountsWhere(where: unknown) {
    if (!hook) {
      if (deletionWithoutHookAllowed(process.env)) return;
      throw new errors.ApplicationError('Účty snoubenců teď nelze smazat: chybí propojení s rezervačním systémem (ACCOUNT_ERASURE_URL).');
    }
    const users = (await strapi.db.query(USER).findMany({ where, select: ['id', 'email', 'confirmed'] })) as Array<{ id?: number; email?: string | null; confirmed?: boolean | null }>;
    for (const user of users) {
      // An account that never confirmed its e-mail never proved it owns the address (anyone can register with any
      // e-mail): deleting it must not erase the bookings of whoever really owns it, as the portal never showed them either.
      if (!user.email || !user.confirmed) continue;
      try {
        await reportDeletedAccount(hook, user.email, user.id);
      } catch (error) {
        strapi.log.error(`[account-erasure] ${error instanceof Error ? error.message : String(error)}`);
        throw new errors.ApplicationError(error instanceof Error ? error.message : 'Údaje účtu v rezervačním systému se nepodařilo smazat.');
      }
    }
  }

  strapi.db.lifecycles.subscribe({
    models: [USER],
    async beforeDelete(event) {
      await reportAccountsWhere(event.params.where);
    },
    async beforeDeleteMany(event) {
      await reportAccountsWhere(event.params.where);
    },
  });
}
