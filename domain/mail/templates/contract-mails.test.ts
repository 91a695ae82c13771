import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { anAcceptance } from '../../../tests/support/contract-acceptance-mother';
import { aMailContext, TYPED } from '../../../tests/support/mail-context-mother';
import { describeMailTemplates, withTypedText } from '../../../tests/support/mail-template-cases';
import { contractAcceptedOutgoing, contractMailId } from '../../contract/contract-mail';
import { contractAcceptedCoupleMail, contractAcceptedPhotographerMail } from './contract-accepted';

// The accepted contract's two mails (domain/contract/contract-mail.ts): the couple's copy and the photographer's.
const booking = aBooking({ id: 'b-smlouva-1', status: 'confirmed', weddingDate: '2027-06-12', reservationCode: 'H3WD-9RTA', contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420777123456' } });
const acceptance = anAcceptance({ bookingId: booking.id });
const pdf = { filename: 'smlouva.pdf', content: 'JVBERi0=', contentType: 'application/pdf', encoding: 'base64' as const };

describeMailTemplates([
  {
    mail: 'the couple receive the contract they accepted, with the record and the way back to their account',
    render: () => contractAcceptedCoupleMail(booking, acceptance, pdf, aMailContext()),
    subject: 'Přijatá smlouva o svatebním focení (H3WD-9RTA)',
    lines: ['smlouvu o fotografování Vaší svatby 12. června 2027 jste přijali', acceptance.textSha256, 'Jana Nováková, Petr Svoboda'],
  },
  {
    mail: 'the photographer is told which couple accepted which version, with the PDF',
    render: () => contractAcceptedPhotographerMail(booking, acceptance, pdf, aMailContext()),
    subject: 'Smlouva přijata: 12. června 2027 – Jana a Petr',
    lines: ['Snoubenci přijali smlouvu', acceptance.textSha256],
    typed: { render: () => contractAcceptedPhotographerMail(withTypedText(booking), { ...acceptance, namesTyped: TYPED.names }, pdf, aMailContext()), values: [TYPED.names] },
  },
]);

describe('the accepted contract\'s outgoing mails', () => {
  it('go to the verified e-mail that accepted and to the photographer, once per booking, each with the PDF as base64', () => {
    const context = aMailContext();
    const [couple, desk] = contractAcceptedOutgoing({ ...booking, contact: { ...booking.contact, email: 'stary@example.cz' } }, acceptance, 'JVBERi0=', context);
    expect(couple).toMatchObject({ id: contractMailId.couple(booking.id), bookingId: booking.id, to: 'jana@example.cz', replyTo: context.photographerEmail });
    expect(desk).toMatchObject({ id: contractMailId.photographer(booking.id), to: context.photographerEmail, replyTo: 'jana@example.cz' });
    for (const mail of [couple, desk]) {
      expect(mail?.message.attachments).toEqual([{ filename: 'smlouva-b-smlouva-1-v3.pdf', content: 'JVBERi0=', contentType: 'application/pdf', encoding: 'base64' }]);
    }
  });
});
