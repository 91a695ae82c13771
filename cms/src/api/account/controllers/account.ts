import type { Core } from '@strapi/strapi';

const USER = 'plugin::users-permissions.user';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Deletes `ctx.state.user` — the account the request's JWT belongs to, never one the request names — and answers
   * 204. The JWT stops working with it: users-permissions looks its user up on every request.
   */
  async destroy(ctx) {
    const user = ctx.state.user as { id?: number } | undefined;
    if (!user?.id) return ctx.unauthorized();
    await strapi.db.query(USER).delete({ where: { id: user.id } });
    ctx.status = 204;
  },
});
