import type { Booking } from '../../booking/booking';
import { adminBookingUrl } from '../../booking/booking-links';
import { formatCount } from '../../formatting/czech';
import type { MailBlock } from '../mail-layout';
import type { MailMessage } from '../outgoing-mail';
import { composeMail, czechDay, DESK_FOOTER, type MailContext } from './parts';

const bookings = { one: 'rezervace', few: 'rezervace', other: 'rezervací' };

/** Who deleted the account: the couple from their portal, or somebody in the accounts service (its admin, its API). */
const HOW = {
  couple: {
    preheader: 'Snoubenci smazali svůj účet. Rezervace, které drží termín, zůstaly uložené a čekají na Vaše rozhodnutí.',
    lead: 'snoubenci smazali svůj účet a požádali o výmaz svých osobních údajů.',
  },
  'account-deleted': {
    preheader: 'Účet snoubenců byl smazán ve správě účtů. Rezervace, které drží termín, zůstaly uložené a čekají na Vaše rozhodnutí.',
    lead: 'účet snoubenců byl smazán ve správě účtů (Strapi), a s ním jsme vymazali i jejich údaje v rezervačním systému.',
  },
} as const;

/**
 * The photographer's notice that a couple's account was deleted — by them ("Smazat účet") or in the accounts service —
 * while bookings of theirs hold a date: those were kept (and flagged) because a contract may oblige her to keep
 * them; she decides what stays. Names each kept booking with a link to it; no contact details (the booking has them,
 * the outbox must not copy them).
 */
export function erasureRequestMail(kept: readonly Booking[], context: Pick<MailContext, 'siteUrl'>, cause: keyof typeof HOW = 'couple'): MailMessage {
  const byDate = [...kept].sort((a, b) => a.weddingDate.localeCompare(b.weddingDate));
  const entries: MailBlock[] = byDate.map((booking) => ({
    kind: 'facts',
    title: `${czechDay(booking.weddingDate, { weekday: true })} – ${booking.contact.coupleNames}`,
    rows: [
      { label: 'Rezervační kód', value: booking.reservationCode },
      { label: 'Rezervace', value: 'Otevřít v administraci', url: adminBookingUrl(context.siteUrl, booking.id) },
    ],
  }));
  const count = formatCount(byDate.length, bookings);
  return composeMail(
    {
      subject: `Žádost o výmaz údajů: ${count} drží termín`,
      preheader: HOW[cause].preheader,
      blocks: [
        { kind: 'heading', text: 'Žádost o výmaz osobních údajů' },
        {
          kind: 'paragraph',
          text:
            `Dobrý den,\n${HOW[cause].lead} Jejich poptávky bez ` +
            'termínu, zprávy z kontaktního formuláře a e-maily jsme smazali. Tyto rezervace drží termín, proto zůstaly ' +
            `uložené a jsou v administraci označené (${count}):`,
        },
        ...entries,
        {
          kind: 'paragraph',
          text: 'Ponechte si jen to, co vyžaduje smlouva nebo účetnictví; ostatní údaje smažte, jakmile je nebudete potřebovat.',
        },
      ],
    },
    context,
    DESK_FOOTER,
  );
}
