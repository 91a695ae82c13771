import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TOKENS } from '../../../ports/tokens';
import { BotBarrier } from '../../shared/bot-barrier/bot-barrier';
import { useService } from '../../shared/services/services-context';
import { TextField } from '../../shared/forms/text-field';
import { useAction } from '../../shared/forms/use-action';
import { PageMeta } from '../../shared/seo/page-meta';
import { csAccount } from '../../texts/cs-account';
import { useAccountChallenge } from './account-challenge';
import { AccountFormStatus } from './account-form-status';

export function Component() {
  const auth = useService(TOKENS.VisitorAuth);
  const [email, setEmail] = useState('');
  const challenge = useAccountChallenge();
  const request = useAction(async (address: string) => auth.requestPasswordReset(address, await challenge.take()));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await request.run(email);
  }

  return (
    <article className="section account">
      <PageMeta title={csAccount.forgotTitle} description={csAccount.forgotDescription} path="/zapomenute-heslo" noIndex />
      <h1>{csAccount.forgotTitle}</h1>
      <p className="lead">{csAccount.forgotDescription}</p>
      <form className="form" onSubmit={(e) => void onSubmit(e)}>
        <AccountFormStatus id="zapomenute-stav" error={request.error} success={request.done ? csAccount.resetLinkSent : null} />
        <TextField label={csAccount.email} value={email} onValue={setEmail} type="email" autoComplete="email" name="email" required />
        <BotBarrier source={challenge} />
        <button type="submit" className="button" disabled={request.pending}>
          {request.pending ? csAccount.sending : csAccount.sendResetLink}
        </button>
      </form>
      <p>
        <Link to="/prihlaseni">{csAccount.backToSignIn}</Link>
      </p>
    </article>
  );
}
