// users-permissions renders these with lodash templates: <%= URL %>, <%= TOKEN %>, <%= CODE %>, <%= USER.username %>.
export const CZECH_EMAIL_TEMPLATES = {
  reset_password: {
    from: { name: 'Tereza Nováková – svatební fotografka', email: 'web@novakova-foto.cz' },
    object: 'Obnovení hesla',
    message: `<p>Dobrý den,</p>
<p>někdo (nejspíš vy) požádal o obnovení hesla k vašemu účtu. Nové heslo si nastavíte na této adrese:</p>
<p><a href="<%= URL %>?code=<%= TOKEN %>"><%= URL %>?code=<%= TOKEN %></a></p>
<p>Pokud jste o obnovení nežádali, e-mail klidně ignorujte.</p>`,
  },
  email_confirmation: {
    from: { name: 'Tereza Nováková – svatební fotografka', email: 'web@novakova-foto.cz' },
    object: 'Potvrzení registrace',
    message: `<p>Dobrý den,</p>
<p>děkujeme za registraci. Účet aktivujete kliknutím na tento odkaz:</p>
<p><a href="<%= URL %>?confirmation=<%= CODE %>"><%= URL %>?confirmation=<%= CODE %></a></p>`,
  },
};
