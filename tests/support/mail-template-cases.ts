import { describe, expect, it } from 'vitest';
import type { Booking } from '../../domain/booking/booking';
import type { MailMessage } from '../../domain/mail/outgoing-mail';
import { expectLines, expectTypedTextEscaped, expectWellFormedMail } from './mail-assertions';
import { TYPED } from './mail-context-mother';

/** One template in the table of what every mail must do (mail-templates' *-mails.test.ts). */
export interface MailTemplateCase {
  /** What the mail is, as its describe names it. */
  mail: string;
  /** The template applied to a representative booking or message. */
  render: () => MailMessage;
  subject: string;
  /** Its key lines, in the plain-text part as written and in the HTML part's visible text. */
  lines: readonly string[];
  /** The template applied to what a couple (or a visitor) typed, and those typed values. */
  typed?: { render: () => MailMessage; values: readonly string[] };
}

/** The booking with markup, ampersands and quotes in what the couple typed: names, venue and town. */
export function withTypedText(booking: Booking): Booking {
  return { ...booking, contact: { ...booking.contact, coupleNames: TYPED.names }, venue: TYPED.venue, town: TYPED.town };
}

/** The skeleton every template's test shares: its subject, a well-formed mail with its key lines, typed text as text. */
export function describeMailTemplates(cases: readonly MailTemplateCase[]): void {
  describe.each(cases)('$mail', ({ render, subject, lines, typed }) => {
    it('says what it is about in its subject', () => {
      expect(render().subject).toBe(subject);
    });

    it('is a well-formed Czech mail with its key lines in both parts', () => {
      const mail = render();
      expectWellFormedMail(mail);
      expectLines(mail, lines);
    });

    if (typed) {
      it('shows what was typed as text, never as markup', () => {
        const mail = typed.render();
        expectWellFormedMail(mail);
        expectTypedTextEscaped(mail, typed.values);
      });
    }
  });
}
