import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Registration } from '../../../domain/user/user';
import { TOKENS } from '../../../ports/tokens';
import { BotBarrier } from '../../shared/bot-barrier/bot-barrier';
import { useService } from '../../shared/services/services-context';
import { TextField } from '../../shared/forms/text-field';
import { useAction } from '../../shared/forms/use-action';
import { PageMeta } from '../../shared/seo/page-meta';
import { csAccount } from '../../texts/cs-account';
import { useAccountChallenge } from './account-challenge';
import { AccountFormStatus } from './account-form-status';
import { ResendConfirmation } from './resend-confirmation';

export function Component() {
  const auth = useService(TOKENS.VisitorAuth);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const challenge = useAccountChallenge();
  // The solving (usually done already by the widget) counts as part of sending.
  const register = useAction(async (registration: Registration) => auth.register(registration, await challenge.take()));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await register.run({ username, email, password });
  }

  return (
    <article className="section account">
      <PageMeta title={csAccount.registerTitle} description={csAccount.registerDescription} path="/registrace" noIndex />
      <h1>{csAccount.registerTitle}</h1>
      <p className="lead">{csAccount.registerDescription}</p>
      {register.done ? (
        <div>
          <p className="form-success" role="status">
            {csAccount.registered}
          </p>
          <ResendConfirmation email={email} />
        </div>
      ) : (
        <form className="form" onSubmit={(e) => void onSubmit(e)}>
          <AccountFormStatus id="registrace-stav" error={register.error} />
          <TextField label={csAccount.username} value={username} onValue={setUsername} autoComplete="nickname" name="username" required />
          <TextField label={csAccount.email} value={email} onValue={setEmail} type="email" autoComplete="email" name="email" required />
          <TextField
            label={csAccount.password}
            value={password}
            onValue={setPassword}
            type="password"
            autoComplete="new-password"
            name="password"
            hint={csAccount.passwordHint}
            required
          />
          <BotBarrier source={challenge} />
          <button type="submit" className="button" disabled={register.pending}>
            {register.pending ? csAccount.registering : csAccount.register}
          </button>
        </form>
      )}
      <p>
        {csAccount.haveAccount} <Link to="/prihlaseni">{csAccount.signInTitle}</Link>
      </p>
    </article>
  );
}
