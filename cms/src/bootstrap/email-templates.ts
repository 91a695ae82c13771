// users-permissions renders these with lodash templates: <%= URL %>, <%= TOKEN %>, <%= CODE %>, <%= USER.username %>.
// The sender is not part of the wording: syncEmailSender (users-permissions-settings.ts) writes MAIL_FROM and the
// CMS's photographer name into both templates at every start and whenever the site settings are published.
export const CZECH_EMAIL_TEMPLATES = {
  reset_password: {
    object: 'Obnovení hesla',
    message: `<p>Dobrý den,</p>
<p>někdo (nejspíš vy) požádal o obnovení hesla k vašemu účtu. Nové heslo si nastavíte na této adrese:</p>
<p><a href="<%= URL %>?code=<%= TOKEN %>"><%= URL %>?code=<%= TOKEN %></a></p>
<p>Pokud jste o obnovení nežádali, e-mail klidně ignorujte.</p>`,
  },
  email_confirmation: {
    object: 'Potvrzení registrace',
    message: `<p>Dobrý den,</p>
<p>děkujeme za registraci. Účet aktivujete kliknutím na tento odkaz:</p>
<p><a href="<%= URL %>?confirmation=<%= CODE %>"><%= URL %>?confirmation=<%= CODE %></a></p>`,
  },
};
