import { useState } from 'react';
import { TextField } from '../../shared/forms/text-field';
import { csAccount } from '../../texts/cs-account';

export interface NewPassword {
  password: string;
  passwordConfirmation: string;
}

/** New password twice, with the password rule as a hint; the form reads the values on submit. */
export function useNewPassword() {
  const [value, setValue] = useState<NewPassword>({ password: '', passwordConfirmation: '' });
  const fields = (
    <>
      <TextField
        label={csAccount.newPassword}
        value={value.password}
        onValue={(password) => setValue((v) => ({ ...v, password }))}
        type="password"
        autoComplete="new-password"
        hint={csAccount.passwordHint}
        required
      />
      <TextField
        label={csAccount.passwordAgain}
        value={value.passwordConfirmation}
        onValue={(passwordConfirmation) => setValue((v) => ({ ...v, passwordConfirmation }))}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
  return { ...value, matches: value.password === value.passwordConfirmation, fields };
}
