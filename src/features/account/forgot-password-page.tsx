import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { TextField } from '../../shared/forms/text-field';
import { useAction } from '../../shared/forms/use-action';
import { PageMeta } from '../../shared/seo/page-meta';
import { csAccount } from '../../texts/cs-account';
import { AccountFormStatus } from './account-form-status';

export function Component() {
  const auth = useService(TOKENS.VisitorAuth);
  const [email, setEmail] = useState('');
  const request = useAction(auth.requestPasswordReset.bind(auth));

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
