import { describe, expect, it } from 'vitest';
import { fromHeader, parseMailbox, senderMatchesSite, senderName, senderProblem } from './sender';

describe('the sender of every e-mail', () => {
  it('reads a bare address and a named one, lower-casing the domain; anything else is no mailbox', () => {
    expect(parseMailbox('web@Novakova-Foto.CZ')).toEqual({ name: '', address: 'web@novakova-foto.cz' });
    expect(parseMailbox('"Tereza N." <web@novakova-foto.cz>')).toEqual({ name: 'Tereza N.', address: 'web@novakova-foto.cz' });
    for (const bad of ['', 'web', 'web@', '@novakova-foto.cz', 'a@b@c.cz', 'web@localhost', 'a <b@c.cz> d']) expect(parseMailbox(bad), bad).toBeNull();
  });

  it("belongs to the site when it shares the site's domain or one is a subdomain of the other", () => {
    expect(senderMatchesSite('web@novakova-foto.cz', 'https://www.novakova-foto.cz')).toBe(true);
    expect(senderMatchesSite('web@mail.novakova-foto.cz', 'https://www.novakova-foto.cz')).toBe(true);
    expect(senderMatchesSite('web@gmail.com', 'https://www.novakova-foto.cz')).toBe(false);
    expect(senderMatchesSite('web@novakova-foto.cz.evil.com', 'https://www.novakova-foto.cz')).toBe(false);
    expect(senderProblem('svatby@gmail.com', 'https://www.novakova-foto.cz')).toMatch(/not an address of the site's domain novakova-foto\.cz/);
    expect(senderProblem('nonsense', 'https://www.novakova-foto.cz')).toMatch(/is not an e-mail address/);
    expect(senderProblem('web@novakova-foto.cz', 'https://www.novakova-foto.cz')).toBeNull();
  });

  it('names the settings to change when the caller says which they are (the cms: FRONTEND_URL)', () => {
    expect(senderProblem('svatby@gmail.com', 'https://www.novakova-foto.cz', { site: 'FRONTEND_URL' })).toBe(
      "MAIL_FROM svatby@gmail.com is not an address of the site's domain novakova-foto.cz (FRONTEND_URL): mail providers reject or file such mail as spam",
    );
    expect(senderProblem('web@novakova-foto.cz', 'not a url', { site: 'FRONTEND_URL' })).toMatch(/domain \(FRONTEND_URL is not a URL\) \(FRONTEND_URL\):/);
    expect(senderProblem('web', 'https://www.novakova-foto.cz', { sender: 'SMTP_FROM' })).toBe('SMTP_FROM is not an e-mail address: "web"');
  });

  it("is signed with the CMS's photographer name, else the configured name, never with a header-breaking character", () => {
    expect(fromHeader('Tereza  Nováková', 'web@novakova-foto.cz')).toBe('Tereza Nováková – svatební fotografka <web@novakova-foto.cz>');
    expect(fromHeader(null, 'Web Novákové <web@novakova-foto.cz>')).toBe('Web Novákové <web@novakova-foto.cz>');
    expect(fromHeader(null, 'web@novakova-foto.cz')).toBe('Svatební fotografka <web@novakova-foto.cz>');
    expect(senderName('Eva <x@y.cz>\r\nBcc: z@z.cz', '')).toBe('"Eva x@y.cz Bcc: z@z.cz – svatební fotografka"');
    expect(fromHeader('Tereza', '')).toBeNull();
  });
});
