import type { BookingHistoryEvent, BookingStatus } from '../../domain/booking/booking';
import { formatCount, formatDate } from '../../domain/formatting/czech';
import { REAUTHENTICATION } from '../../domain/user/reauthentication';
import { holdNotice } from './cs-hold';

/** Czech strings of the couple's portal at /ucet ("Moje svatba"): their reservations, actions and GDPR self-service. */
export const csPortal = {
  bookingsHeading: 'Vaše rezervace',
  loading: 'Načítám vaše rezervace…',
  loadFailed: 'Rezervace se nepodařilo načíst.',
  retry: 'Zkusit znovu',
  empty: 'Pod e-mailem vašeho účtu zatím nemám žádnou poptávku.',
  emptyLink: 'Vybrat termín a poslat poptávku',
  lookupHint: 'Poptávku jste poslali z jiného e-mailu? Najdete ji podle kódu v sekci Moje rezervace.',
  lookupLink: 'Najít rezervaci podle kódu',
  /** The status as a short label and what happens next, in the couple's words. */
  status: {
    new: { label: 'Poptávka přijatá', next: 'Termín zatím není potvrzený. Poptávku projdu a obvykle do dvou pracovních dnů se vám ozvu e-mailem.' },
    confirmed: { label: 'Termín potvrzený', next: 'Termín je váš. Dalším krokem je záloha – pokyny k platbě najdete u rezervace i v e-mailu.' },
    'deposit-paid': { label: 'Záloha zaplacena', next: 'Vše je domluvené. Před svatbou se vám ozvu a společně doladíme harmonogram dne.' },
    completed: { label: 'Svatba nafocena', next: 'Děkuji, že jsem u toho mohla být. Fotky vám pošlu odkazem e-mailem, jakmile budou hotové.' },
    declined: { label: 'Termín nelze potvrdit', next: 'Tento termín vám bohužel nemohu potvrdit. Můžete si vybrat jiný volný termín.' },
    cancelled: { label: 'Rezervace zrušena', next: 'Rezervace je zrušená. Pokud jde o omyl, napište mi prosím.' },
    withdrawn: { label: 'Poptávku jste stáhli', next: 'Poptávku jste zrušili a termín už pro vás nedržím. Kdybyste si to rozmysleli, pošlete novou poptávku.' },
  } satisfies Record<BookingStatus, { label: string; next: string }>,
  /** A request that holds its day (the photographer's date-hold policy): until when, or until she answers. */
  hold: holdNotice,
  card: {
    heading: (date: string) => `Svatba ${formatDate(date)}`,
    status: 'Stav',
    weddingDate: 'Datum svatby',
    ceremonyTime: 'Čas obřadu',
    venue: 'Místo',
    package: 'Balíček',
    extras: 'Doplňky',
    noExtras: 'bez doplňků',
    guests: 'Počet hostů',
    code: 'Kód rezervace',
    notGiven: 'neuvedeno',
    unknownPrice: 'cena neznámá',
    depositPlaceholder: 'Záloha',
  },
  history: {
    heading: 'Historie',
    received: 'Poptávka přijata',
    statusChanged: (label: string) => `Stav: ${label}`,
    event: {
      message: 'Zpráva k rezervaci',
      edit: 'Údaje rezervace upraveny',
      move: 'Termín svatby přesunut',
      created: 'Rezervace založena',
    } satisfies Record<BookingHistoryEvent, string>,
  },
  messages: {
    heading: 'Zprávy',
    none: 'Zatím žádné zprávy.',
    author: { couple: 'Vy', photographer: 'Tereza' },
    /** Beside a reply the couple sees for the first time (the server then records it as read). */
    unread: 'Nová odpověď',
    unreadSummary: (count: number) => (count === 1 ? 'Máte 1 novou odpověď.' : count < 5 ? `Máte ${count} nové odpovědi.` : `Máte ${count} nových odpovědí.`),
    label: 'Zpráva pro fotografku',
    hint: (max: number) => `Například změna času obřadu nebo podrobnosti o místě. Nejvýše ${max} znaků.`,
    send: 'Poslat zprávu',
    sending: 'Posílám…',
    sent: 'Zpráva je odeslaná. Ozvu se vám e-mailem.',
  },
  withdraw: {
    action: 'Stáhnout poptávku',
    question: (date: string) =>
      `Opravdu chcete stáhnout poptávku na ${formatDate(date)}? Termín se uvolní pro ostatní a poptávku už nepůjde obnovit.`,
    yes: 'Ano, stáhnout poptávku',
    no: 'Ne, ponechat',
    working: 'Stahuji…',
    done: 'Poptávka je stažená. Děkuji, že jste dali vědět.',
  },
  ics: {
    action: 'Stáhnout do kalendáře (.ics)',
    fileName: (code: string) => `svatba-${code}.ics`,
  },
  privacy: {
    heading: 'Vaše údaje',
    intro: 'Své údaje si můžete kdykoli stáhnout, nebo účet smazat.',
    exportAction: 'Stáhnout moje údaje',
    exportQuestion: 'Stáhnout soubor JSON se vším, co o e-mailu vašeho účtu uchovávám (účet, rezervace, zprávy, galerie, souhlasy)?',
    exportYes: 'Ano, stáhnout',
    exporting: 'Připravuji soubor…',
    exported: 'Soubor s vašimi údaji je stažený.',
    exportFileName: (date: string) => `moje-udaje-${date}.json`,
    deleteAction: 'Smazat účet',
    deleteQuestion:
      'Smazáním zrušíte účet a trvale smažete každou nepotvrzenou poptávku pod jeho e-mailem (i tu, která vám termín předběžně drží – termín se tím uvolní). Rezervace s potvrzeným termínem u mě zůstane, protože si musím ponechat to, co vyžaduje smlouva. Smazání nelze vrátit.',
    deleteYes: 'Ano, smazat účet',
    no: 'Ne, zpět',
    deleting: 'Mažu…',
    erasedHeading: 'Účet je smazaný',
    erasedBookings: (count: number) =>
      count === 0 ? 'Žádnou poptávku nebylo potřeba mazat.' : `Smazáno: ${formatCount(count, { one: 'poptávka', few: 'poptávky', other: 'poptávek' })}.`,
    keptBooking: (date: string, code: string) =>
      `Rezervace na ${formatDate(date)} (kód ${code}) u mě zůstává, protože má potvrzený termín – musím si ponechat to, co vyžaduje smlouva. Osobně se vám ozvu.`,
    signedOut: 'Byli jste odhlášeni.',
    /** "Smazat účet" of an account with galleries (domain/privacy/gallery-privacy.ts): the couple chooses. */
    galleries: {
      legend: 'Co se má stát s vašimi galeriemi fotografií?',
      delete: 'Smazat i galerie – fotografie, odkazy pro hosty i všechny soubory trvale smažu.',
      keep: 'Ponechat galerii fotografce (bez vazby na váš účet) – vy ani hosté ji už neotevřete, zůstane jen v mém archivu a smažu ji podle lhůt v zásadách ochrany osobních údajů.',
      note: 'V obou případech smažu vaše oblíbené fotografie, výběr do alba s komentáři i souhlas se zveřejněním v portfoliu (bez souhlasu žádnou fotografii nezveřejním). Fotografie si předem můžete stáhnout v galerii.',
      erased: (deleted: number, kept: number) =>
        [
          deleted > 0 ? `Smazáno: ${formatCount(deleted, { one: 'galerie', few: 'galerie', other: 'galerií' })} i se všemi fotografiemi.` : '',
          kept > 0 ? `${formatCount(kept, { one: 'galerie zůstává', few: 'galerie zůstávají', other: 'galerií zůstává' })} jen v archivu fotografky, bez vazby na váš účet.` : '',
        ].filter(Boolean).join(' '),
    },
    /** Put at the top of the downloaded JSON: the photographs are not in it. */
    exportPhotosNote: 'Fotografie samotné tento soubor neobsahuje. Stáhnete je v galerii (Moje svatba → Galerie → Stažení v ZIPu → Připravit celou galerii).',
    /** The password asked again before the export or the erasure (domain/user/reauthentication.ts decides). */
    passwordLabel: 'Vaše heslo',
    passwordHint: `Z bezpečnosti potvrďte, že jste to vy. Po ${REAUTHENTICATION.maxWrongPasswords} chybných pokusech budete odhlášeni. Přihlašujete-li se přes Google nebo Facebook, nechte pole prázdné – stačí, když jste se přihlásili v posledních ${REAUTHENTICATION.freshSignInMs / 60_000} minutách.`,
    checkPassword: 'Zkontrolujte prosím heslo.',
    /** After too many wrong passwords the session was taken back. */
    endedHeading: 'Byli jste odhlášeni',
    signInAgain: 'Přihlásit se znovu',
    /** The accounts service cannot export or delete this account itself (e.g. a profile without that support). */
    unsupported: 'Tady to bohužel nejde provést. Napište mi prosím a údaje vám pošlu nebo smažu ručně.',
  },
} as const;
