import 'reflect-metadata';
import { inject } from 'vitest';
import { demoContent } from '../../adapters/memory/demo-content/demo-content';
import { authContract } from '../contracts/auth.contract';
import { contentBackendContract } from '../contracts/content-backend.contract';
import { expiredChallenge, solve } from '../support/bot-challenge';
import { confirmEmail, mailedWithin, strapiAdapters } from './strapi-harness';

const url = inject('strapiUrl');
const mailUrl = inject('strapiMailUrl');
const altchaKey = inject('strapiEnv').ALTCHA_HMAC_KEY!;

contentBackendContract('Strapi 5 (real server, seeded)', async () => ({ backend: strapiAdapters(url).content, seeded: demoContent }));

authContract('Strapi 5 users-permissions (real server)', async () => {
  const { auth, challenges } = strapiAdapters(url);
  return {
    auth,
    confirmEmail: (email) => confirmEmail(url, mailUrl, email),
    resetCodeFor: (email) => mailedWithin(mailUrl, email, /code=([A-Za-z0-9]+)/),
    // Through the account forms' adapter, from GET /api/altcha/challenge.
    challenge: async () => solve(await challenges.issue()),
    expiredChallenge: () => expiredChallenge(altchaKey),
    // The question the functions' identity gate asks (functions/src/couple-identity.ts).
    accepts: async (token) => (await fetch(`${url}/api/users/me`, { headers: { Authorization: `Bearer ${token}` } })).status === 200,
    anotherBrowser: () => strapiAdapters(url).auth,
  };
});
