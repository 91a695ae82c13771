import type { FormEvent } from 'react';
import { TOKENS } from '../../../ports/tokens';
import { BotBarrier } from '../../shared/bot-barrier/bot-barrier';
import { useAction } from '../../shared/forms/use-action';
import { useService } from '../../shared/services/services-context';
import { csAccount } from '../../texts/cs-account';
import { useAccountChallenge } from './account-challenge';
import { AccountFormStatus } from './account-form-status';

/**
 * "Poslat potvrzovací e-mail znovu" for an unconfirmed account: a public write that sends an e-mail, so it sits
 * behind the bot barrier like registration. Its own small form, so the widget starts solving when the button is
 * focused and the solve belongs to this request alone.
 */
export function ResendConfirmation({ email }: { email: string }) {
  const auth = useService(TOKENS.VisitorAuth);
  const challenge = useAccountChallenge();
  const resend = useAction(async (address: string) => auth.sendEmailConfirmation(address, await challenge.take()));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void resend.run(email);
  }

  return (
    <form className="form-aside" onSubmit={onSubmit}>
      <BotBarrier source={challenge} />
      <button type="submit" className="button button-secondary" disabled={resend.pending}>
        {csAccount.resendConfirmation}
      </button>
      <AccountFormStatus id="potvrzeni-stav" error={resend.error} success={resend.done ? csAccount.confirmationResent : null} />
    </form>
  );
}
