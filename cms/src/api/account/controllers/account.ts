import type { Core } from '@strapi/strapi';
import { ORIGIN, liveSession } from '../../../sessions/session-family';
import { reauthenticationPassword } from '../../../../lib/generated/shared';
import { countWrongPassword, forgetWrongPasswords, REAUTH_CODES, refuse, signedInRecently } from '../../../sessions/reauthentication';

const USER = 'plugin::users-permissions.user';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Deletes `ctx.state.user` — the account the request's JWT belongs to, never one the request names — and answers
   * 204. Its sessions go with it, so neither its access tokens nor its refresh cookie work afterwards.
   */
  async destroy(ctx) {
    const user = ctx.state.user as { id?: number } | undefined;
    if (!user?.id) return ctx.unauthorized();
    await strapi.db.query(USER).delete({ where: { id: user.id } });
    await strapi.sessionManager(ORIGIN).invalidateRefreshToken(String(user.id));
    ctx.status = 204;
  },

  /**
   * Proves it is still the couple before the GDPR self-service (the functions ask this with the couple's session and
   * the password they typed): 204 for the account's password — or, for an account without one (provider sign-in), a
   * sign-in within REAUTHENTICATION.freshSignInMs; 403 `auth/reauth-required` without either; 400 `auth/wrong-password` with the
   * attempts left; 401 `auth/reauth-locked` when that was the last one and the session has been taken back.
   */
  async reauthenticate(ctx) {
    const user = ctx.state.user as { id?: number } | undefined;
    const family = user?.id == null ? null : await liveSession(strapi, ctx.state.session?.id, String(user.id));
    if (!family) return ctx.unauthorized();
    const password = reauthenticationPassword((ctx.request.body as { password?: unknown } | undefined)?.password);
    const account = (await strapi.db.query(USER).findOne({ where: { id: user!.id }, select: ['id', 'password'] })) as { password?: string | null } | null;
    if (!account?.password) {
      if (signedInRecently(family)) return void (ctx.status = 204);
      return refuse(ctx, REAUTH_CODES.required);
    }
    if (password === '') return refuse(ctx, REAUTH_CODES.required);
    if (await strapi.plugin('users-permissions').service('user').validatePassword(password, account.password)) {
      await forgetWrongPasswords(strapi, family);
      return void (ctx.status = 204);
    }
    const { locked, attemptsLeft } = await countWrongPassword(strapi, family);
    if (locked) return refuse(ctx, REAUTH_CODES.locked);
    return refuse(ctx, REAUTH_CODES.wrong, { attemptsLeft });
  },
});
