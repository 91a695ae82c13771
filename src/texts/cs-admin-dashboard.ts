import { formatCount } from '../../domain/formatting/czech';

const hours = { one: 'hodinu', few: 'hodiny', other: 'hodin' } as const;
const days = { one: 'den', few: 'dny', other: 'dní' } as const;
/** After "z": "z 1 poptávky", "z 4 000 poptávek". */
const ofRequests = { one: 'poptávky', few: 'poptávek', other: 'poptávek' } as const;
const ofDeposits = { one: 'zálohy', few: 'záloh', other: 'záloh' } as const;

/** "čeká 5 hodin", "čeká 3 dny": under two days in hours (an evening's wait matters), then in days. */
const waiting = (h: number) => (h < 1 ? 'přišla před chvílí' : h < 48 ? `čeká ${formatCount(h, hours)}` : `čeká ${formatCount(Math.floor(h / 24), days)}`);

/** Czech strings of the desk's home (/admin): what needs the photographer today. */
export const csAdminDashboard = {
  title: 'Přehled',
  description: 'Co dnes čeká na vyřízení: nové poptávky, zálohy, blížící se svatby a nedoručené e-maily.',
  today: (date: string) => `Dnes je ${date}.`,
  allClear: 'Dnes nic nečeká',
  allClearText: 'Žádná nová poptávka, žádná záloha po splatnosti ani svatba v příštích dvou týdnech. Užijte si volno.',
  nothing: 'Nic nečeká.',
  /** A card whose read is still out (the competition comes in the home's second round). */
  stillReading: 'Ještě dohledávám…',
  openList: 'Všechny rezervace',
  sections: {
    newRequests: 'Nové poptávky',
    competing: 'Dny s více poptávkami',
    holds: 'Blokace termínu brzy vyprší',
    deposits: 'Zálohy k úhradě',
    weddings: 'Svatby v příštích 14 dnech',
    failedMails: 'Nedoručené e-maily',
  },
  waiting,
  /** How long she has left to answer before a request's hold frees the day. */
  holdLapses: (dateTime: string) => `blokace vyprší ${dateTime}`,
  holdWithoutRequest: 'poptávka už není mezi novými',
  depositOverdue: (n: number) => `${formatCount(n, days)} po splatnosti`,
  depositDueToday: 'splatná dnes',
  depositDueIn: (n: number) => `splatná za ${formatCount(n, days)}`,
  depositDue: (date: string) => `splatnost ${date}`,
  weddingToday: 'dnes',
  weddingIn: (n: number) => (n === 1 ? 'zítra' : `za ${formatCount(n, days)}`),
  failedMail: 'doručení e-mailu selhalo – otevřete rezervaci a odešlete ho znovu',
  failedMailsUnknown: 'Stav doručení e-mailů se nepodařilo načíst. Zkuste stránku obnovit.',
  /** A card cut short: "Zobrazeno 10 z 4 000 poptávek." and a link to the list. */
  shownOf: (shown: number, of: string) => `Zobrazeno ${shown} z ${of}.`,
  ofRequests: (n: number) => formatCount(n, ofRequests),
  ofDeposits: (n: number) => formatCount(n, ofDeposits),
  restInList: 'Všechny v seznamu rezervací',
  compareDay: (date: string, count: string) => `${date}: ${count}`,
} as const;
