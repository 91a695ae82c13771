import type { Core } from '@strapi/strapi';
import { botBarrierGuard } from '../altcha/bot-barrier';

// Registration, forgot-password and send-email-confirmation create accounts and send e-mails: they need a solved ALTCHA challenge (header
// X-Altcha) before users-permissions sees them. The check and the replay store live in src/altcha.
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  botBarrierGuard(() => strapi.service('api::altcha.altcha') as unknown as { pass(payload: unknown): Promise<boolean> });
