import 'reflect-metadata';
import { describe, expect, inject, it } from 'vitest';
import { demoContent } from '../memory/demo-content/demo-content';
import { authContract } from '../../tests/contracts/auth.contract';
import { contentBackendContract } from '../../tests/contracts/content-backend.contract';
import { cheapChallenge, expiredChallenge, solve } from '../../tests/support/bot-challenge-solver';
import { confirmEmail, mailedWithin, readMails, strapiAdapters } from '../../tests/support/strapi-harness';

const url = inject('strapiUrl');
const mailUrl = inject('strapiMailUrl');
const altchaKey = inject('strapiEnv').ALTCHA_HMAC_KEY!;

contentBackendContract('Strapi 5 (real server, seeded)', async () => ({ backend: strapiAdapters(url).content, seeded: demoContent }));

authContract('Strapi 5 users-permissions (real server)', async () => {
  const { auth } = strapiAdapters(url);
  return {
    auth,
    confirmEmail: (email) => confirmEmail(url, mailUrl, email),
    confirmationMailsTo: async (email) => (await readMails(mailUrl)).filter((m) => m.to === email && /confirmation=/.test(`${m.text ?? ''}${m.html ?? ''}`)).length,
    resetCodeFor: (email) => mailedWithin(mailUrl, email, /code=([A-Za-z0-9]+)/),
    // Signed with the server's key and solved at the first try: the contract is not about the proof of work (below).
    challenge: () => cheapChallenge(altchaKey),
    expiredChallenge: () => expiredChallenge(altchaKey),
    // The question the functions' identity gate asks (adapters/strapi/server/strapi-couple-verifier.ts).
    accepts: async (token) => (await fetch(`${url}/api/users/me`, { headers: { Authorization: `Bearer ${token}` } })).status === 200,
    anotherBrowser: () => strapiAdapters(url).auth,
  };
});

describe('the account forms\' bot barrier on Strapi, at its own difficulty', () => {
  it('a challenge issued through the adapter (GET /api/altcha/challenge) and solved as the widget solves it registers', async () => {
    const { auth, challenges } = strapiAdapters(url);
    const email = `widget-${Date.now().toString(36)}@example.cz`;
    const solved = await solve(await challenges.issue());
    await expect(auth.register({ username: email.split('@')[0]!, email, password: 'Svatba2027a' }, solved)).resolves.toMatchObject({ user: { email } });
  });
});
