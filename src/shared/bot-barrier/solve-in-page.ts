import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { BotChallenge } from '../../../ports/bot-challenge-port';

/** Solves on the page's own thread and encodes the payload as the widget does (the fallback without a widget). */
export async function solveInPage(challenge: BotChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) return '';
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
}
