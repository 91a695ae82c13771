// @vitest-environment node
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parseMailbox, senderName, senderProblem } from '../../domain/mail/sender';

// The CMS repeats the sender rule for Strapi's account mails (its own package cannot import domain/ yet): both must
// answer the same, or a couple's confirmation mail and their booking receipt would come from different senders.
const cms = createRequire(import.meta.url)('../../cms/lib/mail-sender.js') as {
  parseMailbox(value: unknown): unknown;
  senderName(name: unknown, mailFrom: unknown): string;
  senderProblem(mailFrom: unknown, siteUrl: unknown): string | null;
};

const SENDERS = ['web@novakova-foto.cz', 'Web <web@novakova-foto.cz>', '"Tereza N." <web@mail.novakova-foto.cz>', 'svatby@gmail.com', 'web', '', 'a@b@c.cz'];
const SITES = ['https://www.novakova-foto.cz', 'https://novakova-foto.cz,https://www.novakova-foto.cz', 'novakova-foto.cz', ''];
const NAMES = ['Tereza Nováková', '  Eva  ', 'Eva <x@y.cz>', null, 42];

describe('the sender rule: domain/mail/sender.ts and cms/lib/mail-sender.js agree', () => {
  it('on every mailbox, name and site in the table', () => {
    for (const sender of SENDERS) {
      expect(cms.parseMailbox(sender), sender).toEqual(parseMailbox(sender));
      // The wording names each package's own variables; whether a sender may send is what must agree.
      for (const site of SITES) expect(cms.senderProblem(sender, site) === null, `${sender} / ${site}`).toBe(senderProblem(sender, site) === null);
      for (const name of NAMES) expect(cms.senderName(name, sender), `${String(name)} / ${sender}`).toBe(senderName(name, sender));
    }
  });
});
