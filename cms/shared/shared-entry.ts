// The rules the cms shares with the site and the functions, taken from their one source in domain/ and application/.
// scripts/bundle-shared.mjs bundles them into lib/generated/shared.js (CommonJS, gitignored) with their types, so the
// cms runs the very code the functions run instead of a copy. Add an export here when the cms needs another rule.
export { altchaChallenges } from '../../application/bot/altcha-challenges';
export { BOT_CHALLENGE, BOT_CHALLENGE_FAILED } from '../../domain/bot/bot-challenge';
export { parseMailbox, senderMatchesSite, senderName, senderProblem } from '../../domain/mail/sender';
export { isValidIco } from '../../domain/content/site-settings';
export { isValidCzechDic } from '../../domain/documents/trader-validation';
export { isValidIban } from '../../domain/payment/iban';
export { REAUTHENTICATION, reauthenticationPassword } from '../../domain/user/reauthentication';
export { readContractTemplate } from '../../domain/contract/contract-template';
