import 'reflect-metadata';
import { afterEach, inject } from 'vitest';
import { demoContent } from '../../adapters/memory/demo-content/demo-content';
import { authContract } from '../contracts/auth.contract';
import { contentBackendContract } from '../contracts/content-backend.contract';
import { expiredChallenge, solve } from '../support/bot-challenge';
import { clearSessionCookie, confirmEmail, mailedNow, strapiAdapters } from './strapi-harness';

const url = inject('strapiUrl');
const mailDir = inject('strapiMailDir');
const altchaKey = inject('strapiEnv').ALTCHA_HMAC_KEY!;

afterEach(clearSessionCookie);

contentBackendContract('Strapi 5 (real server, seeded)', async () => ({ backend: strapiAdapters(url).content, seeded: demoContent }));

authContract('Strapi 5 users-permissions (real server)', async () => {
  const { auth, challenges } = strapiAdapters(url);
  return {
    auth,
    confirmEmail: (email) => confirmEmail(url, mailDir, email),
    resetCodeFor: (email) => mailedNow(mailDir, email, /code=([A-Za-z0-9]+)/),
    // Through the account forms' adapter, from GET /api/altcha/challenge.
    challenge: async () => solve(await challenges.issue()),
    expiredChallenge: () => expiredChallenge(altchaKey),
  };
});
