import { aBooking } from '../../../tests/support/booking-mother';
import { aMailContext, TYPED } from '../../../tests/support/mail-context-mother';
import { describeMailTemplates, withTypedText } from '../../../tests/support/mail-template-cases';
import { cancelledMail } from './cancelled';
import { completedMail } from './completed';
import { confirmedMail } from './confirmed';
import { dateMovedMail } from './date-moved';
import { declinedMail } from './declined';
import { depositPaidMail } from './deposit-paid';
import { depositReminderMail } from './deposit-reminder';
import { downloadReadyMail } from './download-ready';
import { requestReceivedMail } from './request-received';
import { weddingReminderMail } from './wedding-reminder';
import { withdrawnMail } from './withdrawn';

// What each of the couple's mails must say; what only one template does is tested beside it (<template>.test.ts).
const cancelled = aBooking({ status: 'cancelled', weddingDate: '2027-10-02', reservationCode: 'K7PX-22MN' });
const completed = aBooking({ status: 'completed', reservationCode: 'H3WD-9RTA' });
const confirmed = aBooking({
  id: 'b-9',
  status: 'confirmed',
  weddingDate: '2027-08-14',
  ceremonyTime: '14:30',
  reservationCode: 'H3WD-9RTA',
  venue: 'Zámek Loučeň',
  town: 'Nymburk',
  packageSlug: 'cely-den',
  extras: ['fotokniha'],
});
const moved = aBooking({ status: 'confirmed', weddingDate: '2027-10-09', reservationCode: 'K7PX-22MN' });
const declined = aBooking({ status: 'declined', weddingDate: '2027-09-04', reservationCode: 'K7PX-22MN', packageSlug: 'cely-den' });
const paid = aBooking({ status: 'deposit-paid', weddingDate: '2027-06-12', reservationCode: 'H3WD-9RTA', packageSlug: 'obrad', extras: ['druhy-fotograf'] });
const due = aBooking({ status: 'confirmed', weddingDate: '2027-06-12', reservationCode: 'H3WD-9RTA' });
const requested = aBooking({
  weddingDate: '2027-06-12',
  ceremonyTime: '13:00',
  reservationCode: 'H3WD-9RTA',
  venue: 'Zámek Liblice',
  town: 'Liblice',
  guests: 80,
  packageSlug: 'cely-den',
  extras: ['druhy-fotograf', 'fotokniha'],
  message: 'Těšíme se!',
});
const upcoming = aBooking({ status: 'deposit-paid', weddingDate: '2027-06-12', ceremonyTime: '13:00', reservationCode: 'H3WD-9RTA', venue: 'Zámek Liblice' });
const withdrawn = aBooking({ status: 'withdrawn', weddingDate: '2027-10-02', reservationCode: 'K7PX-22MN' });
const typedNamesAndPlaces = [TYPED.names, TYPED.venue, TYPED.town];
const zipUrl = 'https://firebasestorage.googleapis.com/v0/b/b/o/galleries%2Fg%2Fzips%2Fj%2Fpart-1.zip?alt=media&token=t';
const readyJob = {
  size: 'original' as const,
  parts: [{ n: 1, bytes: 62_000_000, url: zipUrl, entries: [1, 2, 3].map((i) => ({ photoId: `p${i}`, name: `DSC_${i}.jpg`, size: 20_000_000 })) }],
  expiresAt: '2027-07-08T10:00:00.000Z',
};

describeMailTemplates([
  {
    mail: "the couple's cancellation notice",
    render: () => cancelledMail(cancelled, aMailContext()),
    subject: 'Rezervace svatebního focení zrušena (K7PX-22MN)',
    lines: [
      'Dobrý den,',
      'Vaše rezervace svatebního focení na 2. října 2027 byla zrušena a termín je uvolněný.',
      'Termín svatby: sobota 2. října 2027',
      'Pokud jde o omyl, ozvěte se mi prosím co nejdříve, stačí odpovědět na tento e-mail.',
      'S pozdravem\nTereza Nováková',
    ],
    typed: { render: () => cancelledMail(withTypedText(cancelled), aMailContext()), values: typedNamesAndPlaces },
  },
  {
    mail: "the couple's thanks after the wedding, saying the gallery link will follow",
    render: () => completedMail(completed, aMailContext()),
    subject: 'Děkuji za Vaši svatbu (H3WD-9RTA)',
    lines: ['Dobrý den,', 'bylo mi ctí fotit Váš velký den.', 'pošlu Vám odkaz na galerii', 'S pozdravem\nTereza Nováková'],
  },
  {
    mail: "the couple's confirmation: the day in Czech, the wedding, the priced choice and what comes next",
    render: () => confirmedMail(confirmed, aMailContext()),
    subject: 'Termín svatebního focení je potvrzený (H3WD-9RTA)',
    lines: [
      'Dobrý den,',
      's radostí potvrzuji, že termín 14. srpna 2027 je rezervovaný jen pro Vás.',
      'podrobnostmi ke smlouvě a záloze',
      'Termín svatby: sobota 14. srpna 2027',
      'Místo: Zámek Loučeň, Nymburk',
      '- Celý den (balíček): 39\u00A0000\u00A0Kč',
      '- Fotokniha 30 × 30 cm (doplněk): 6\u00A0900\u00A0Kč',
      'Celkem podle ceníku: 45\u00A0900\u00A0Kč',
      'Svatbu najdete v příloze jako událost do kalendáře',
    ],
    typed: { render: () => confirmedMail(withTypedText(confirmed), aMailContext()), values: typedNamesAndPlaces },
  },
  {
    mail: "the couple's notice of a moved date: the new day theirs, the old one freed",
    render: () => dateMovedMail(moved, aMailContext(), { from: '2027-10-02' }),
    subject: 'Termín svatebního focení změněn na 9. října 2027 (K7PX-22MN)',
    lines: [
      'Dobrý den,',
      'podle naší domluvy jsem Vaši rezervaci svatebního focení přesunula z 2. října 2027 na 9. října 2027. Nový termín je rezervovaný jen pro Vás a původní termín je uvolněný.',
      'Termín svatby: sobota 9. října 2027',
      'Pokud jsme se na změně termínu nedomluvili, ozvěte se mi prosím co nejdříve, stačí odpovědět na tento e-mail.',
    ],
    typed: { render: () => dateMovedMail(withTypedText(moved), aMailContext(), { from: '2027-10-02' }), values: typedNamesAndPlaces },
  },
  {
    mail: "the couple's decline, kind and naming the request",
    render: () => declinedMail(declined, aMailContext()),
    subject: 'Svatební focení na 4. září 2027 bohužel nemohu přijmout (K7PX-22MN)',
    lines: [
      'Dobrý den,',
      'mrzí mě to, ale Vaši poptávku svatebního focení na 4. září 2027 bohužel nemohu přijmout.',
      'Termín svatby: sobota 4. září 2027',
      'Rezervační kód: K7PX-22MN',
      'Přeji Vám krásnou svatbu.',
    ],
    typed: { render: () => declinedMail(withTypedText(declined), aMailContext()), values: typedNamesAndPlaces },
  },
  {
    mail: "the couple's deposit receipt: the day definitely theirs, and what happens before the wedding",
    render: () => depositPaidMail(paid, aMailContext()),
    subject: 'Záloha za svatební focení přijata (H3WD-9RTA)',
    lines: [
      'děkuji, Vaše záloha dorazila. Termín 12. června 2027 je teď definitivně Váš.',
      'Zhruba měsíc před svatbou se Vám ozvu',
      'Termín svatby: sobota 12. června 2027',
      '- Obřad (balíček): 18\u00A0000\u00A0Kč',
      '- Druhý fotograf (doplněk): 9\u00A0000\u00A0Kč',
      'Celkem podle ceníku: 27\u00A0000\u00A0Kč',
      'Zobrazit rezervaci: https://www.terezanovakova-foto.cz/rezervace#moje-rezervace',
    ],
    typed: { render: () => depositPaidMail(withTypedText(paid), aMailContext()), values: typedNamesAndPlaces },
  },
  {
    mail: "the couple's deposit reminder: the amount when known, the due day in Czech, what the deposit secures",
    render: () => depositReminderMail(due, aMailContext(), { dueDate: '2027-05-04', amountCzk: 5000 }),
    subject: 'Připomínka: záloha za svatební focení je splatná 4. května 2027 (H3WD-9RTA)',
    lines: [
      'záloha za svatební focení ve výši 5\u00A0000\u00A0Kč je splatná 4. května 2027.',
      'Jakmile dorazí, je termín 12. června 2027 závazně Váš.',
      'Platební údaje najdete ve smlouvě.',
      'Pokud jste zálohu už poslali, děkuji',
      'Rezervační kód: H3WD-9RTA',
    ],
    typed: { render: () => depositReminderMail(withTypedText(due), aMailContext(), { dueDate: '2027-05-04' }), values: typedNamesAndPlaces },
  },
  {
    mail: "the viewer's notice that their ZIP is ready: how many photos, the link, and until when it works",
    render: () => downloadReadyMail({ title: 'Jana a Petr' }, readyJob, aMailContext()),
    subject: 'Fotografie z galerie „Jana a Petr“ jsou připravené ke stažení',
    lines: [
      'Dobrý den,',
      'připravila jsem Vám ke stažení 3\u00A0fotografie z galerie „Jana a Petr“ v plné velikosti.',
      `Stáhnout fotografie (ZIP): ${zipUrl}`,
      'Odkaz platí do 8. července 2027 v 12:00. Potom přestane fungovat, ale v galerii si můžete kdykoli připravit nový.',
      'S pozdravem\nTereza Nováková',
    ],
    typed: { render: () => downloadReadyMail({ title: TYPED.names }, readyJob, aMailContext()), values: [TYPED.names] },
  },
  {
    mail: "the couple's receipt of a request: not yet a booking, and what they asked for with Czech dates",
    render: () => requestReceivedMail(requested, aMailContext()),
    subject: 'Poptávka svatebního focení přijata (H3WD-9RTA)',
    lines: [
      'Dobrý den,',
      'děkuji za Vaši poptávku svatebního focení na 12. června 2027. Ozvu se Vám do dvou pracovních dnů.',
      'ne o potvrzenou rezervaci',
      'Termín svatby: sobota 12. června 2027',
      'Obřad: 13:00',
      'Místo: Zámek Liblice, Liblice',
      'Počet hostů: 80',
      'Rezervační kód: H3WD-9RTA',
      'Těšíme se!',
      'S pozdravem\nTereza Nováková',
    ],
    typed: {
      render: () =>
        requestReceivedMail(
          aBooking({ contact: { coupleNames: TYPED.names, email: 'a@example.cz', phone: '+420777123456' }, venue: TYPED.venue, town: TYPED.town, message: TYPED.message }),
          aMailContext(),
        ),
      values: [...typedNamesAndPlaces, TYPED.message],
    },
  },
  {
    mail: "the couple's reminder before the wedding: the day in Czech, what to send and by when",
    render: () => weddingReminderMail(upcoming, aMailContext()),
    subject: 'Svatba se blíží: co připravit na focení (H3WD-9RTA)',
    lines: [
      'Vaše svatba 12. června 2027 se blíží',
      'nejpozději dva týdny před svatbou:',
      '- harmonogram dne',
      '- přesné adresy příprav, obřadu a hostiny',
      '- seznam skupinových fotek',
      '- telefon na svědka nebo koordinátora',
      'Stačí odpovědět na tento e-mail.',
      'Termín svatby: sobota 12. června 2027',
      'Obřad: 13:00',
    ],
    typed: { render: () => weddingReminderMail(withTypedText(upcoming), aMailContext()), values: typedNamesAndPlaces },
  },
  {
    mail: "the couple's receipt of their withdrawal, and what to do if they did not withdraw",
    render: () => withdrawnMail(withdrawn, aMailContext()),
    subject: 'Poptávka svatebního focení stažena (K7PX-22MN)',
    lines: [
      'Dobrý den,',
      'potvrzuji, že jste v rezervačním systému stáhli svou poptávku svatebního focení na 2. října 2027.',
      'Termín svatby: sobota 2. října 2027',
      'Pokud jste poptávku nestahovali Vy, nebo to byl omyl, ozvěte se mi prosím, stačí odpovědět na tento e-mail.',
    ],
    typed: { render: () => withdrawnMail(withTypedText(withdrawn), aMailContext()), values: typedNamesAndPlaces },
  },
]);
