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
 * Where the public forms get their bot-barrier challenges (the `issueChallenge` function; the memory fake issues its
 * own). The widget solves one invisibly while the visitor types and the form sends the solution in its signals.
 *
 * Contract: `issue` resolves a fresh signed challenge that expires after `BOT_CHALLENGE.ttlMs`; it rejects
 * `network/unavailable` when the server cannot be reached.
 */
export interface BotChallengePort {
  issue(): Promise<BotChallenge>;
}
