import { aBooking } from '../../../tests/support/booking-mother';
import { aMailContext } from '../../../tests/support/mail-context-mother';
import { describeMailTemplates } from '../../../tests/support/mail-template-cases';
import { dayPlanChangedMail } from './day-plan-changed';
import { dayPlanReminderMail } from './day-plan-reminder';

// The day plan's two mails (domain/day-plan/day-plan-mail.ts): the photographer's notice of changes and the couple's reminder.
const booking = aBooking({ id: 'b-plan', status: 'confirmed', weddingDate: '2027-06-12', reservationCode: 'H3WD-9RTA', contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420777123456' } });
const changes = { items: { added: 2, removed: 1 }, people: { added: 0, removed: 0 }, groupPhotos: { added: 1, removed: 0 }, notes: true };

describeMailTemplates([
  {
    mail: 'the photographer is told the couple changed their day plan, in counts, with the way to the desk',
    render: () => dayPlanChangedMail(booking, changes, aMailContext()),
    subject: 'Harmonogram upraven: 12. června 2027 – Jana a Petr',
    lines: [
      'Program dne: přibylo 2, ubylo 1 (upravený řádek se počítá jako ubylý a přibylý)',
      'Skupinové fotky: přibylo 1 (upravený řádek se počítá jako ubylý a přibylý)',
      'Poznámky se změnily',
    ],
  },
  {
    mail: 'the couple is reminded a month ahead that their day plan is still empty',
    render: () => dayPlanReminderMail(booking, aMailContext()),
    subject: 'Harmonogram svatebního dne je zatím prázdný (H3WD-9RTA)',
    lines: ['Vyplňte prosím harmonogram'],
  },
]);
