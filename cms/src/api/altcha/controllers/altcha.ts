import type { Core } from '@strapi/strapi';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** A fresh signed challenge for the registration and forgot-password forms' widget; never cached. */
  async challenge(ctx) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await strapi.service('api::altcha.altcha').issue();
  },
});
