import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const { parseMailbox, senderMatchesSite, senderName } = createRequire(import.meta.url)('../../lib/generated/shared.js');

test('MAIL_FROM is read with or without a display name; anything but one address is refused', () => {
  assert.deepEqual(parseMailbox('Rezervace <Web@Novakova-Foto.cz>'), { name: 'Rezervace', address: 'Web@novakova-foto.cz' });
  assert.deepEqual(parseMailbox('"Tereza, fotografka" <web@example.cz>'), { name: 'Tereza, fotografka', address: 'web@example.cz' });
  assert.deepEqual(parseMailbox(' web@example.cz '), { name: '', address: 'web@example.cz' });
  for (const bad of ['', 'web', 'web@', '@example.cz', 'a@b', 'a@b@example.cz', 'a@example.cz, b@example.cz']) assert.equal(parseMailbox(bad), null, bad);
});

test("a sender belongs to the site when the domains are the same or one is the other's subdomain", () => {
  assert.equal(senderMatchesSite('web@novakova-foto.cz', 'https://www.novakova-foto.cz'), true);
  assert.equal(senderMatchesSite('web@mail.novakova-foto.cz', 'https://novakova-foto.cz/'), true);
  assert.equal(senderMatchesSite('web@novakova-foto.cz', 'https://foto.novakova-foto.cz'), true);
  assert.equal(senderMatchesSite('web@jina-novakova-foto.cz', 'https://www.novakova-foto.cz'), false);
  assert.equal(senderMatchesSite('web@gmail.com', 'https://www.novakova-foto.cz'), false);
  assert.equal(senderMatchesSite('web@novakova-foto.cz', 'not a url'), false);
});

test("the From name is the CMS's photographer with the title, else MAIL_FROM's name; never a header-breaking one", () => {
  assert.equal(senderName('  Marie   Svobodová ', 'web@example.cz'), 'Marie Svobodová – svatební fotografka');
  assert.equal(senderName('', 'Rezervace <web@example.cz>'), 'Rezervace');
  assert.equal(senderName(null, 'web@example.cz'), 'Svatební fotografka');
  assert.equal(senderName('Ing. Marie <Svobodová>\r\nBcc: x@y.cz', 'web@example.cz'), '"Ing. Marie Svobodová Bcc: x@y.cz – svatební fotografka"');
});
