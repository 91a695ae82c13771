import { inject, injectable } from 'inversify';
import type { BotChallenge, BotChallengePort } from '../../ports/bot-challenge-port';
import { callOverHttp, type FirebaseHttp } from './firebase-http';
import { FIREBASE_TOKENS } from './firebase-tokens';

/** Bot-barrier challenges from the `issueChallenge` function (over fetch, like the forms that send their solutions). */
@injectable()
export class FirebaseHttpBotChallenges implements BotChallengePort {
  constructor(@inject(FIREBASE_TOKENS.Http) private readonly http: FirebaseHttp) {}

  issue(): Promise<BotChallenge> {
    return callOverHttp(this.http, 'issueChallenge', {});
  }
}
