import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_HOME_PATH } from '../../../domain/booking/booking-links';
import { isAdmin } from '../../../domain/user/user';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { FieldError } from '../../shared/forms/field-error';
import { parseSearch } from '../../shared/query-string';
import { PageMeta } from '../../shared/seo/page-meta';
import { csAdmin } from '../../texts/cs-admin';
import { useAdminSession } from '../../shared/session/session-store';

/** Only same-site admin addresses are followed after sign-in (no open redirect). */
export function safeNextPath(search: string): string {
  const next = parseSearch(search).next;
  return typeof next === 'string' && /^\/admin(\/[a-z0-9/-]*)?$/.test(next) ? next : ADMIN_HOME_PATH;
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
      <PageMeta title={csAdmin.loginTitle} description={csAdmin.loginTitle} path="/admin/login" noIndex />
      <h1>{csAdmin.loginTitle}</h1>
      <form className="form" onSubmit={(e) => void onSubmit(e)}>
        <div role="alert">
          <FieldError
            id={`${id}-chyba`}
            code={error ?? (notAdmin ? 'auth/forbidden' : auth.sessionEnded() ? 'auth/session-ended' : null)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>{csAdmin.email}</label>
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
          <label htmlFor={`${id}-password`}>{csAdmin.password}</label>
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
          {pending ? csAdmin.signingIn : csAdmin.signIn}
        </button>
      </form>
    </section>
  );
}
