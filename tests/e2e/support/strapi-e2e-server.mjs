#!/usr/bin/env node
// Playwright web server: a fresh, seeded Strapi on a fixed port for the Strapi-backed e2e project. Writes where
// its MailDev inbox is (the e-mails it sent over SMTP), so specs can open the confirmation e-mail, and stays up until Playwright stops it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { startTestStrapi } from '../../../cms/test-support/strapi-test-server.mjs';

const port = Number(process.env.E2E_STRAPI_PORT ?? 1339);
const frontend = process.env.E2E_STRAPI_FRONTEND ?? 'http://127.0.0.1:4174';
// The photographer's `hold` policy: every stack spec then shows that an unconfirmed request holds no day, and
// stack/email-confirmation.spec.ts that a confirmed one does.
const strapi = await startTestStrapi({ port, env: { FRONTEND_URL: frontend, AUTH_RATE_LIMIT_MAX: '1000', SEED_DATE_HOLD_POLICY: 'hold' } });
// Not under test-results/: Playwright empties that folder when the run starts.
mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/strapi-e2e.json', JSON.stringify({ url: strapi.url, mailUrl: strapi.mailUrl }));
console.log(`e2e Strapi ready: ${strapi.url}`);
const stop = () => strapi.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
