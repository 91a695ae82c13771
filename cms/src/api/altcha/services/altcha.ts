import type { Core } from '@strapi/strapi';
import { altchaChallenges } from '../../../../lib/generated/shared';
import { botBarrier } from '../../../altcha/bot-barrier';
import { altchaHmacKey } from '../../../altcha/hmac-key';
import { spentChallenges } from '../../../altcha/spent-challenges';

/** The bot barrier of the public auth writes: its issuer (the route) and its check (global::altcha-guard). */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  botBarrier({
    challenges: altchaChallenges(altchaHmacKey(process.env).key),
    spent: spentChallenges(() => strapi.db),
  });
