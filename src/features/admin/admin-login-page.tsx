import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_HOME_PATH } from '../../../domain/booking/booking-links';
import { isAdmin } from '../../../domain/user/user';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { FieldError } from '../../shared/forms/field-error';
import { PageMeta } from '../../shared/seo/page-meta';
import { csAdminLogin } from '../../texts/cs-admin-login';
import { useAdminSession } from '../../shared/session/session-store';

/**
 * Only same-site admin addresses are followed after sign-in (no open redirect); a repeated `next` is refused too.
 * URLSearchParams, not the shared qs parser: one flat parameter does not need ~17 KB gzip on the sign-in page.
 */
export function safeNextPath(search: string): string {
  const next = new URLSearchParams(search).getAll('next');
  return next.length === 1 && /^\/admin(\/[a-z0-9/-]*)?$/.test(next[0]!) ? next[0]! : ADMIN_HOME_PATH;
}

export function Component() {
  const signIn = useAdminSession((s) => s.signIn);
  const pending = useAdminSession((s) => s.pending);
  const error = useAdminSession((s) => s.error);
  const auth = useService(TOKENS.AdminAuth);
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [notAdmin, setNotAdmin] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotAdmin(false);
    if (await signIn({ identifier: email, password })) {
      if (isAdmin(auth.currentUser())) navigate(safeNextPath(location.search), { replace: true });
      else setNotAdmin(true);
    }
  }

  return (
    <section className="admin-login">
      <PageMeta title={csAdminLogin.loginTitle} description={csAdminLogin.loginTitle} path="/admin/login" noIndex />
      <h1>{csAdminLogin.loginTitle}</h1>
      <form className="form" onSubmit={(e) => void onSubmit(e)}>
        <div role="alert">
          <FieldError
            id={`${id}-chyba`}
            code={error ?? (notAdmin ? 'auth/forbidden' : auth.sessionEnded() ? 'auth/session-ended' : null)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>{csAdminLogin.email}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>{csAdminLogin.password}</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </div>
        <button type="submit" className="button" disabled={pending}>
          {pending ? csAdminLogin.signingIn : csAdminLogin.signIn}
        </button>
      </form>
    </section>
  );
}
