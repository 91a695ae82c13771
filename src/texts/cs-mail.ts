import type { BookingStatus } from '../../domain/booking/booking';

/**
 * Czech wording of the outbox e-mails. The Cloud Functions bundle this module (esbuild), so the couple's and the
 * photographer's e-mails are written here, next to every other Czech string, not in functions/.
 */
export const csMail = {
  greeting: 'Dobrý den,',
  signature: ['S pozdravem', 'Tereza'],
  summary: {
    weddingDate: (date: string, time?: string) => `Termín svatby: ${date}${time ? ` v ${time}` : ''}`,
    couple: (names: string) => `Snoubenci: ${names}`,
    venue: (venue: string, town?: string) => `Místo: ${venue}${town ? `, ${town}` : ''}`,
    package: (name: string) => `Balíček: ${name}`,
    extras: (names: string) => `Doplňky: ${names}`,
    guests: (count: number) => `Počet hostů: ${count}`,
    code: (code: string) => `Rezervační kód: ${code}`,
  },
  received: {
    subject: (code: string) => `Poptávka svatebního focení přijata (${code})`,
    thanks: 'děkuji za Vaši poptávku. Ozvu se Vám do dvou pracovních dnů.',
    notYetBooked: 'Pozor: zatím jde jen o poptávku, ne o potvrzenou rezervaci. Termín je Váš, až když Vám ho potvrdím.',
    lookup: (url: string) => `Stav poptávky si můžete kdykoli ověřit pomocí rezervačního kódu a e-mailu na ${url}`,
    replyHint: 'Na tento e-mail můžete rovnou odpovědět.',
  },
  newRequest: {
    subject: (date: string, names: string) => `Nová poptávka: ${date} – ${names}`,
    email: (email: string) => `E-mail: ${email}`,
    phone: (phone: string) => `Telefon: ${phone}`,
    source: (source: string) => `Odkud o mně ví: ${source}`,
    message: 'Zpráva:',
  },
  contact: {
    subject: (name: string) => `Zpráva z webu od: ${name}`,
    name: (name: string) => `Jméno: ${name}`,
  },
  status: {
    confirmed: {
      subject: 'Termín svatebního focení je potvrzený',
      lines: ['s radostí potvrzuji, že Váš termín je rezervovaný jen pro Vás. Brzy se ozvu s podrobnostmi k záloze.'],
    },
    'deposit-paid': {
      subject: 'Záloha za svatební focení přijata',
      lines: ['děkuji, záloha dorazila. Termín je definitivně Váš. Před svatbou se ještě domluvíme na detailech.'],
    },
    completed: {
      subject: 'Děkuji za Vaši svatbu',
      lines: ['bylo mi ctí fotit Váš velký den. Jakmile budou fotografie hotové, pošlu Vám odkaz na galerii.'],
    },
    declined: {
      subject: 'Svatební focení – termín bohužel nemohu přijmout',
      lines: ['mrzí mě to, ale Vaši poptávku bohužel nemohu přijmout. Děkuji za pochopení a přeji krásnou svatbu.'],
    },
    cancelled: {
      subject: 'Rezervace svatebního focení zrušena',
      lines: ['Vaše rezervace byla zrušena a termín je uvolněný. Pokud jde o omyl, ozvěte se mi prosím.'],
    },
  } satisfies Record<Exclude<BookingStatus, 'new'>, { subject: string; lines: string[] }>,
} as const;
