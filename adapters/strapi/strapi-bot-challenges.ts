import { inject, injectable } from 'inversify';
import type { BotChallenge, BotChallengePort } from '../../ports/bot-challenge-port';
import { toAuthError } from './strapi-auth-errors';
import { StrapiClient } from './strapi-client';
import { STRAPI_TOKENS } from './strapi-config';

/** The account forms' bot-barrier challenges from Strapi (GET /api/altcha/challenge, signed with its own key). */
@injectable()
export class StrapiBotChallenges implements BotChallengePort {
  constructor(@inject(STRAPI_TOKENS.Client) private readonly client: StrapiClient) {}

  async issue(): Promise<BotChallenge> {
    try {
      return await this.client.request<BotChallenge>({ method: 'GET', url: '/altcha/challenge' });
    } catch (error) {
      // No answer is network/unavailable, like every account call.
      throw toAuthError(error);
    }
  }
}
