import { useMemo } from 'react';
import { TOKENS } from '../../../ports/tokens';
import { createChallengeSource, type ChallengeSource } from '../../shared/bot-barrier/challenge-source';
import { useService } from '../../shared/services/services-context';

/** The bot barrier of an account form: challenges from the accounts server (Strapi), which checks them. */
export function useAccountChallenge(): ChallengeSource {
  const challenges = useService(TOKENS.AccountBotChallenges);
  return useMemo(() => createChallengeSource(challenges), [challenges]);
}
