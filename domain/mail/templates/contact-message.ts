import type { ContactMessage } from '../../contact/contact-message';
import type { MailMessage } from '../outgoing-mail';
import { composeMail, czechDay, DESK_FOOTER, type MailContext } from './parts';

/** A contact-form message for the photographer: who wrote, how to reach them, their words; a reply reaches them. */
export function contactMessageMail(message: ContactMessage, context: Pick<MailContext, 'siteUrl'>): MailMessage {
  const preview = message.message.replace(/\s+/g, ' ').trim();
  return composeMail(
    {
      subject: `Zpráva z kontaktního formuláře: ${message.name}`,
      preheader: preview.length > 120 ? `${preview.slice(0, 119)}…` : preview,
      blocks: [
        { kind: 'heading', text: 'Zpráva z kontaktního formuláře' },
        {
          kind: 'facts',
          rows: [
            { label: 'Jméno', value: message.name },
            { label: 'E-mail', value: message.email },
            ...(message.phone ? [{ label: 'Telefon', value: message.phone }] : []),
            ...(message.weddingDate ? [{ label: 'Termín svatby', value: czechDay(message.weddingDate) }] : []),
          ],
        },
        { kind: 'quote', title: 'Zpráva', text: message.message },
        { kind: 'paragraph', text: 'Odpovědí na tento e-mail napíšete přímo odesílateli.' },
      ],
    },
    context,
    DESK_FOOTER,
  );
}
