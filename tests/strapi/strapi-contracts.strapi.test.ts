import 'reflect-metadata';
import { afterEach, inject } from 'vitest';
import { demoContent } from '../../adapters/memory/demo-content/demo-content';
import { authContract } from '../contracts/auth.contract';
import { contentBackendContract } from '../contracts/content-backend.contract';
import { expiredChallenge, solve } from '../support/bot-challenge';
import { clearSessionCookie, confirmEmail, mailedWithin, readMails, strapiAdapters } from './strapi-harness';

const url = inject('strapiUrl');
const mailUrl = inject('strapiMailUrl');
const altchaKey = inject('strapiEnv').ALTCHA_HMAC_KEY!;

afterEach(clearSessionCookie);

contentBackendContract('Strapi 5 (real server, seeded)', async () => ({ backend: strapiAdapters(url).content, seeded: demoContent }));

authContract('Strapi 5 users-permissions (real server)', async () => {
  const { auth, challenges } = strapiAdapters(url);
  return {
    auth,
    confirmEmail: (email) => confirmEmail(url, mailUrl, email),
    confirmationMailsTo: async (email) => (await readMails(mailUrl)).filter((m) => m.to === email && /confirmation=/.test(`${m.text ?? ''}${m.html ?? ''}`)).length,
    resetCodeFor: (email) => mailedWithin(mailUrl, email, /code=([A-Za-z0-9]+)/),
    // Through the account forms' adapter, from GET /api/altcha/challenge.
    challenge: async () => solve(await challenges.issue()),
    expiredChallenge: () => expiredChallenge(altchaKey),
  };
});
