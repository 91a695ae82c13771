import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { useAction } from '../../shared/forms/use-action';
import { parseSearch } from '../../shared/query-string';
import { PageMeta } from '../../shared/seo/page-meta';
import { csAccount } from '../../texts/cs-account';
import { AccountFormStatus } from './account-form-status';
import { useNewPassword } from './new-password-fields';

export function Component() {
  const auth = useService(TOKENS.VisitorAuth);
  const navigate = useNavigate();
  const code = parseSearch(useLocation().search).code;
  const newPassword = useNewPassword();
  const reset = useAction(auth.resetPassword.bind(auth));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (typeof code !== 'string' || code === '') return reset.fail('auth/invalid-reset-code');
    if (!newPassword.matches) return reset.fail('auth/password-mismatch');
    const { password, passwordConfirmation } = newPassword;
    if (await reset.run({ code, password, passwordConfirmation })) navigate('/ucet', { replace: true });
  }

  return (
    <article className="section account">
      <PageMeta title={csAccount.resetTitle} description={csAccount.resetDescription} path="/obnoveni-hesla" noIndex />
      <h1>{csAccount.resetTitle}</h1>
      {typeof code !== 'string' || code === '' ? <p className="muted">{csAccount.missingCode}</p> : null}
      <form className="form" onSubmit={(e) => void onSubmit(e)}>
        <AccountFormStatus id="obnoveni-stav" error={reset.error} />
        {newPassword.fields}
        <button type="submit" className="button" disabled={reset.pending}>
          {csAccount.setPassword}
        </button>
      </form>
      <p>
        <Link to="/zapomenute-heslo">{csAccount.forgotTitle}</Link>
      </p>
    </article>
  );
}
