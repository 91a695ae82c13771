import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { TOKENS } from '../../../ports/tokens';
import { socialProviders } from '../../../ports/social-sign-in-port';
import { useService } from '../../shared/services/services-context';
import { TextField } from '../../shared/forms/text-field';
import { useAction } from '../../shared/forms/use-action';
import { parseSearch } from '../../shared/query-string';
import { PageMeta } from '../../shared/seo/page-meta';
import { csAccount } from '../../texts/cs-account';
import { isErrorCode } from '../../../domain/errors';
import { isGalleryEntityId } from '../../../domain/gallery/gallery';
import { coupleGalleryIdFromPath, coupleGalleryPath } from '../../../domain/gallery/gallery-links';
import { AccountFormStatus } from './account-form-status';
import { ResendConfirmation } from './resend-confirmation';

/**
 * Only same-site account addresses are followed after sign-in (no open redirect): the portal's pages, and a couple's
 * gallery (whose own entry sends a couple without a session here) by a well-formed gallery id.
 */
export function accountNextPath(search: string): string {
  const next = parseSearch(search).next;
  if (typeof next !== 'string') return '/ucet';
  if (/^\/(ucet|rezervace)(\/[a-z0-9-]*)?$/.test(next)) return next;
  return isGalleryEntityId(coupleGalleryIdFromPath(next)) && next === coupleGalleryPath(coupleGalleryIdFromPath(next)) ? next : '/ucet';
}

export function Component() {
  const auth = useService(TOKENS.VisitorAuth);
  const social = useService(TOKENS.SocialSignIn);
  const navigate = useNavigate();
  const location = useLocation();
  const query = parseSearch(location.search);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useAction(auth.signIn.bind(auth));
  const callbackError = typeof query.chyba === 'string' && isErrorCode(query.chyba) ? query.chyba : null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (await signIn.run({ identifier, password })) navigate(accountNextPath(location.search), { replace: true });
  }

  return (
    <article className="section account">
      <PageMeta title={csAccount.signInTitle} description={csAccount.signInDescription} path="/prihlaseni" noIndex />
      <h1>{csAccount.signInTitle}</h1>
      {query.potvrzeno === '1' ? <p className="form-success">{csAccount.confirmedNotice}</p> : null}
      <form className="form" onSubmit={(e) => void onSubmit(e)}>
        <AccountFormStatus id="prihlaseni-stav" error={signIn.error ?? callbackError} />
        <TextField label={csAccount.identifier} value={identifier} onValue={setIdentifier} autoComplete="username" name="identifier" required />
        <TextField label={csAccount.password} value={password} onValue={setPassword} type="password" autoComplete="current-password" name="password" required />
        <button type="submit" className="button" disabled={signIn.pending}>
          {signIn.pending ? csAccount.signingIn : csAccount.signIn}
        </button>
      </form>
      {signIn.error === 'auth/not-confirmed' ? <ResendConfirmation email={identifier} /> : null}
      <p>
        <Link to="/zapomenute-heslo">{csAccount.forgotLink}</Link>
      </p>
      <p>
        {csAccount.noAccount} <Link to="/registrace">{csAccount.registerTitle}</Link>
      </p>
      <section aria-labelledby="prihlaseni-pres">
        <h2 id="prihlaseni-pres">{csAccount.orProvider}</h2>
        <p className="hero-actions">
          {socialProviders.map((provider) => (
            <a key={provider} className="button button-secondary" href={social.startUrl(provider)}>
              {csAccount.providerSignIn(csAccount.provider[provider])}
            </a>
          ))}
        </p>
      </section>
    </article>
  );
}
