import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const { smtpSettings, LOCAL_SMTP } = createRequire(import.meta.url)('../../lib/smtp-settings.js');

test('outside production, nothing set means the local mail catcher (MailDev on 127.0.0.1:1025, no login)', () => {
  const { providerOptions, settings } = smtpSettings({ NODE_ENV: 'development' });
  assert.equal(providerOptions.host, LOCAL_SMTP.host);
  assert.equal(providerOptions.port, 1025);
  assert.equal(providerOptions.secure, false);
  assert.equal(providerOptions.auth, undefined);
  assert.equal(settings.defaultFrom, 'web@novakova-foto.cz');
});

test('production refuses to start without an SMTP server or a sender', () => {
  assert.throws(() => smtpSettings({ NODE_ENV: 'production', MAIL_FROM: 'web@example.cz' }), /SMTP_HOST is not set/);
  assert.throws(() => smtpSettings({ NODE_ENV: 'production', SMTP_HOST: 'smtp.example.cz' }), /MAIL_FROM is not set/);
});

test('a real server: login, STARTTLS required on 587, implicit TLS on 465', () => {
  const site = { FRONTEND_URL: 'https://www.example.cz' };
  const starttls = smtpSettings({ NODE_ENV: 'production', ...site, SMTP_HOST: 'smtp.example.cz', SMTP_USER: 'web', SMTP_PASS: 'tajne', MAIL_FROM: 'web@example.cz', MAIL_REPLY_TO: 'tereza@example.cz' });
  assert.deepEqual(
    { host: starttls.providerOptions.host, port: starttls.providerOptions.port, secure: starttls.providerOptions.secure, requireTLS: starttls.providerOptions.requireTLS, auth: starttls.providerOptions.auth },
    { host: 'smtp.example.cz', port: 587, secure: false, requireTLS: true, auth: { user: 'web', pass: 'tajne' } },
  );
  assert.deepEqual(starttls.settings, { defaultFrom: 'web@example.cz', defaultReplyTo: 'tereza@example.cz' });
  const tls = smtpSettings({ NODE_ENV: 'production', ...site, SMTP_HOST: 'smtp.example.cz', SMTP_SECURE: 'true', SMTP_USER: 'web', SMTP_PASS: 'x', MAIL_FROM: 'web@example.cz' });
  assert.equal(tls.providerOptions.port, 465);
  assert.equal(tls.providerOptions.secure, true);
  assert.equal(tls.providerOptions.requireTLS, undefined);
  assert.equal(tls.settings.defaultReplyTo, 'web@example.cz');
});

test('an explicit port wins; a bad port or a login without password stops the start', () => {
  assert.equal(smtpSettings({ SMTP_HOST: 'smtp.example.cz', SMTP_PORT: '2525' }).providerOptions.port, 2525);
  assert.throws(() => smtpSettings({ SMTP_PORT: 'abc' }), /SMTP_PORT is not a port/);
  assert.throws(() => smtpSettings({ SMTP_PORT: '70000' }), /SMTP_PORT is not a port/);
  assert.throws(() => smtpSettings({ SMTP_HOST: 'smtp.example.cz', SMTP_USER: 'web' }), /without SMTP_PASS/);
});

test("production refuses a sender of another domain than the site's: its mail would bounce or land in spam", () => {
  const production = { NODE_ENV: 'production', SMTP_HOST: 'smtp.example.cz', FRONTEND_URL: 'https://www.novakova-foto.cz' };
  assert.throws(() => smtpSettings({ ...production, MAIL_FROM: 'web@gmail.com' }), /MAIL_FROM web@gmail\.com is not an address of the site's domain novakova-foto\.cz/);
  assert.throws(() => smtpSettings({ ...production, MAIL_FROM: 'web@novakova-foto.cz', FRONTEND_URL: '' }), /not an address of the site's domain/);
  for (const from of ['web@novakova-foto.cz', 'Tereza <rezervace@novakova-foto.cz>', 'web@mail.novakova-foto.cz']) {
    assert.equal(smtpSettings({ ...production, MAIL_FROM: from }).settings.defaultFrom, from);
  }
  // Outside production the local stack sends as anyone to MailDev; a value that is no address stops every start.
  assert.equal(smtpSettings({ MAIL_FROM: 'web@gmail.com', FRONTEND_URL: 'http://127.0.0.1:5173' }).settings.defaultFrom, 'web@gmail.com');
  assert.throws(() => smtpSettings({ MAIL_FROM: 'web at example' }), /MAIL_FROM is not an e-mail address/);
});
