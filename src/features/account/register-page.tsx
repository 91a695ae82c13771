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
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const register = useAction(auth.register.bind(auth));
  const resend = useAction(auth.sendEmailConfirmation.bind(auth));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await register.run({ username, email, password });
  }

  return (
    <article className="section account">
      <PageMeta title={cs.account.registerTitle} description={cs.account.registerDescription} path="/registrace" noIndex />
      <h1>{cs.account.registerTitle}</h1>
      <p className="lead">{cs.account.registerDescription}</p>
      {register.done ? (
        <div>
          <p className="form-success" role="status">
            {cs.account.registered}
          </p>
          <button type="button" className="button button-secondary" disabled={resend.pending} onClick={() => void resend.run(email)}>
            {cs.account.resendConfirmation}
          </button>
          <AccountFormStatus id="potvrzeni-stav" error={resend.error} success={resend.done ? cs.account.confirmationResent : null} />
        </div>
      ) : (
        <form className="form" onSubmit={(e) => void onSubmit(e)}>
          <AccountFormStatus id="registrace-stav" error={register.error} />
          <TextField label={cs.account.username} value={username} onValue={setUsername} autoComplete="nickname" name="username" required />
          <TextField label={cs.account.email} value={email} onValue={setEmail} type="email" autoComplete="email" name="email" required />
          <TextField
            label={cs.account.password}
            value={password}
            onValue={setPassword}
            type="password"
            autoComplete="new-password"
            name="password"
            hint={cs.account.passwordHint}
            required
          />
          <button type="submit" className="button" disabled={register.pending}>
            {register.pending ? cs.account.registering : cs.account.register}
          </button>
        </form>
      )}
      <p>
        {cs.account.haveAccount} <Link to="/prihlaseni">{cs.account.signInTitle}</Link>
      </p>
    </article>
  );
}
