#!/usr/bin/env node
// Playwright web server: a fresh, seeded Strapi on a fixed port for the Strapi-backed e2e project. Writes where
// its MailDev inbox is (the e-mails it sent over SMTP), so specs can open the confirmation e-mail, and stays up until Playwright stops it.
// Its Google sign-in talks to a local stand-in of Google's OAuth endpoints (its address is written there too: a spec
// answers the browser's trip to Google's consent screen with the stand-in's).
import { mkdirSync, writeFileSync } from 'node:fs';
import { startOAuthProviderStandin } from '../../../cms/test-support/oauth-provider-standin.mjs';
import { startTestStrapi } from '../../../cms/test-support/strapi-test-server.mjs';

const port = Number(process.env.E2E_STRAPI_PORT ?? 1339);
const frontend = process.env.E2E_STRAPI_FRONTEND ?? 'http://127.0.0.1:4174';
const google = { clientId: 'svatebni-fotograf-e2e.apps.googleusercontent.com', clientSecret: 'e2e-tajny-klic' };
const standin = await startOAuthProviderStandin(google);
// The photographer's `hold` policy: every stack spec then shows that an unconfirmed request holds no day, and
// stack/email-confirmation.spec.ts that a confirmed one does.
const strapi = await startTestStrapi({
  port,
  providerStandin: standin.url,
  env: {
    FRONTEND_URL: frontend,
    AUTH_RATE_LIMIT_MAX: '1000',
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    SEED_DATE_HOLD_POLICY: 'hold',
  },
});
// Not under test-results/: Playwright empties that folder when the run starts.
mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/strapi-e2e.json', JSON.stringify({ url: strapi.url, mailUrl: strapi.mailUrl, providerStandinUrl: standin.url }));
console.log(`e2e Strapi ready: ${strapi.url}`);
const stop = () =>
  strapi
    .stop()
    .then(() => standin.stop())
    .then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
