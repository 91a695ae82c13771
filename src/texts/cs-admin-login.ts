/** Czech strings of the photographer's sign-in page: a module of their own, so that page loads no desk texts. */
export const csAdminLogin = {
  loginTitle: 'Přihlášení do administrace',
  email: 'E-mail',
  password: 'Heslo',
  signIn: 'Přihlásit se',
  signingIn: 'Přihlašuji…',
} as const;
