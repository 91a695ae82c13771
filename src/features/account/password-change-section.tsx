import { useState, type FormEvent } from 'react';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { TextField } from '../../shared/forms/text-field';
import { useAction } from '../../shared/forms/use-action';
import { csAccount } from '../../texts/cs-account';
import { AccountFormStatus } from './account-form-status';
import { useNewPassword } from './new-password-fields';

/** "Změna hesla" on the couple's page. */
export function PasswordChangeSection() {
  const auth = useService(TOKENS.VisitorAuth);
  const [currentPassword, setCurrentPassword] = useState('');
  const newPassword = useNewPassword();
  const change = useAction(auth.changePassword.bind(auth));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!newPassword.matches) return change.fail('auth/password-mismatch');
    const { password, passwordConfirmation } = newPassword;
    await change.run({ currentPassword, password, passwordConfirmation });
    setCurrentPassword('');
  }

  return (
    <section aria-labelledby="zmena-hesla">
      <h2 id="zmena-hesla">{csAccount.changePasswordHeading}</h2>
      <form className="form" onSubmit={(e) => void onSubmit(e)}>
        <AccountFormStatus id="zmena-hesla-stav" error={change.error} success={change.done ? csAccount.passwordChanged : null} />
        <TextField label={csAccount.currentPassword} value={currentPassword} onValue={setCurrentPassword} type="password" autoComplete="current-password" required />
        {newPassword.fields}
        <button type="submit" className="button" disabled={change.pending}>
          {csAccount.changePassword}
        </button>
      </form>
    </section>
  );
}
