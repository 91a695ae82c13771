// Imported by index.ts for its effect: every cold start outside the emulator says what the deployment lacks (the
// emulator runs without a CMS on purpose); a missing STRAPI_URL otherwise only shows as portals answering
// "unavailable" and mails naming slugs.
import { logger } from 'firebase-functions';
import { onInit } from 'firebase-functions/v2/core';
import { configProblemsMessage, functionsConfigProblems } from './config-check';
import { paramValues } from './config';

onInit(() => {
  if (process.env.FUNCTIONS_EMULATOR === 'true') return;
  const message = configProblemsMessage(functionsConfigProblems(paramValues()));
  if (message) logger.error(message);
});
