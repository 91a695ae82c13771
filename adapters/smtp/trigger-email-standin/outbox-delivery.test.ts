// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NO_RECIPIENT, toNodemailerMessage, waitsForDelivery } from './outbox-delivery';
import { DEFAULT_RELAY_FROM, relaySettings } from './smtp-transport';

const message = { subject: 'Poptávka přijata', text: 'Dobrý den', html: '<p>Dobrý den</p>' };

describe('the outbox mail as nodemailer sends it', () => {
  it('puts the envelope fields over the message and lists every recipient field', () => {
    expect(toNodemailerMessage({ to: 'jana@example.cz', replyTo: 'fotograf@example.cz', message }, DEFAULT_RELAY_FROM)).toEqual({
      ...message,
      from: DEFAULT_RELAY_FROM,
      replyTo: 'fotograf@example.cz',
      to: ['jana@example.cz'],
      cc: [],
      bcc: [],
      headers: {},
    });
    const named = toNodemailerMessage({ to: ['a@example.cz', 'b@example.cz'], bcc: 'c@example.cz', from: 'jiny@example.cz', message: { ...message, from: 'zprava@example.cz' } }, DEFAULT_RELAY_FROM);
    expect(named).toMatchObject({ from: 'jiny@example.cz', to: ['a@example.cz', 'b@example.cz'], bcc: ['c@example.cz'] });
  });

  it('refuses a mail without recipients and a recipient field that is not text, as the extension does', () => {
    expect(() => toNodemailerMessage({ message }, DEFAULT_RELAY_FROM)).toThrow(NO_RECIPIENT);
    expect(() => toNodemailerMessage({ to: [42] as unknown as string[], message }, DEFAULT_RELAY_FROM)).toThrow('Invalid field "to"');
  });

  it('waits for delivery only when never seen, PENDING or RETRY', () => {
    expect([undefined, 'PENDING', 'RETRY', 'PROCESSING', 'SUCCESS', 'ERROR'].map((state) => waitsForDelivery(state ? { delivery: { state } } : {}))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('relay settings', () => {
  it('refuses to start without the Firestore emulator: in production the extension sends, and a second sender would mail twice', () => {
    expect(() => relaySettings({ MAIL_RELAY_SMTP_PORT: '1025' })).toThrow(/FIRESTORE_EMULATOR_HOST/);
  });

  it('sends to MailDev on 1025 unless told otherwise', () => {
    const emulator = { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' };
    expect(relaySettings(emulator)).toEqual({ smtpHost: '127.0.0.1', smtpPort: 1025, from: DEFAULT_RELAY_FROM });
    expect(relaySettings({ ...emulator, MAILDEV_SMTP_PORT: '1026' }).smtpPort).toBe(1026);
    expect(relaySettings({ ...emulator, MAIL_RELAY_SMTP_HOST: 'mail.local', MAIL_RELAY_SMTP_PORT: '2525', MAILDEV_SMTP_PORT: '1026', MAIL_RELAY_FROM: 'a@example.cz' })).toEqual({
      smtpHost: 'mail.local',
      smtpPort: 2525,
      from: 'a@example.cz',
    });
    expect(() => relaySettings({ ...emulator, MAIL_RELAY_SMTP_PORT: 'x' })).toThrow(/not a port/);
  });
});
