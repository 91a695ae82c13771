import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../app/providers/services-context';
import { TextField } from '../../shared/forms/text-field';
import { useAction } from '../../shared/forms/use-action';
import { PageMeta } from '../../shared/seo/page-meta';
import { cs } from '../../texts/cs';
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
      <PageMeta title={cs.account.forgotTitle} description={cs.account.forgotDescription} path="/zapomenute-heslo" noIndex />
      <h1>{cs.account.forgotTitle}</h1>
      <p className="lead">{cs.account.forgotDescription}</p>
      <form className="form" onSubmit={(e) => void onSubmit(e)}>
        <AccountFormStatus id="zapomenute-stav" error={request.error} success={request.done ? cs.account.resetLinkSent : null} />
        <TextField label={cs.account.email} value={email} onValue={setEmail} type="email" autoComplete="email" name="email" required />
        <button type="submit" className="button" disabled={request.pending}>
          {request.pending ? cs.account.sending : cs.account.sendResetLink}
        </button>
      </form>
      <p>
        <Link to="/prihlaseni">{cs.account.backToSignIn}</Link>
      </p>
    </article>
  );
}
