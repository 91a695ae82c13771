/**
 * A proof-of-work challenge as it travels to the browser (ALTCHA's JSON: parameters + HMAC signature). Plain JSON,
 * so the callable contract and the widget share it without importing the library.
 */
export interface BotChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    expiresAt?: number;
  };
  signature?: string;
}

/**
 * Where the public forms get their bot-barrier challenges: the booking and contact forms from the `issueChallenge`
 * function (TOKENS.BotChallenges), the account forms from Strapi's GET /api/altcha/challenge
 * (TOKENS.AccountBotChallenges); the memory fakes issue their own. Each server signs with its own key and accepts
 * only its own challenges. The widget solves one invisibly while the visitor types and the form sends the solution
 * with its submission.
 *
 * Contract: `issue` resolves a fresh signed challenge that expires after `BOT_CHALLENGE.ttlMs`; it rejects
 * `network/unavailable` when the server cannot be reached.
 */
export interface BotChallengePort {
  issue(): Promise<BotChallenge>;
}
