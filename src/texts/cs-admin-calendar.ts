import type { DayState } from '../../domain/booking/day-state';

/**
 * Czech strings of the desk's calendar of days: booked, held and blocked ones, blocking a free day; the month and
 * season views and the legend of day states.
 */
export const csAdminCalendar = {
  title: 'Kalendář termínů',
  description: 'Obsazené a blokované dny; volný den můžete zablokovat (dovolená, jiná akce).',
  previous: 'Předchozí měsíc',
  next: 'Další měsíc',
  weekdays: ['Po', 'Út', 'St', 'Čt', 'Pá', 'So', 'Ne'],
  weekdayNames: ['pondělí', 'úterý', 'středa', 'čtvrtek', 'pátek', 'sobota', 'neděle'],
  state: { free: 'volno', booked: 'obsazeno', blocked: 'blokováno', held: 'předběžně obsazeno' },
  legend: 'Šipkami se pohybujete po dnech, Enter nebo mezerník zablokuje či uvolní den. Obsazený den otevře rezervaci, den s více poptávkami je ukáže vedle sebe.',
  dayLabel: (date: string, state: string) => `${date} – ${state}`,
  blockedNow: (date: string) => `Den ${date} je zablokovaný.`,
  unblockedNow: (date: string) => `Den ${date} je znovu volný.`,
  views: { label: 'Zobrazení kalendáře', month: 'Měsíc', season: 'Celá sezóna' },
  seasonTitle: (year: number) => `Sezóna ${year}`,
  previousYear: 'Předchozí rok',
  nextYear: 'Další rok',
  legendTitle: 'Co znamenají barvy',
  /** The legend's words for each state (the day's own accessible name says the same). */
  states: {
    free: 'volno',
    blocked: 'blokováno (volno fotografky)',
    held: 'předběžně obsazeno poptávkou',
    competing: 'více poptávek na jeden den',
    booked: 'obsazeno svatbou',
    completed: 'proběhlá svatba',
  } satisfies Record<DayState, string>,
  /** A booked day behind her, in the day's accessible name. */
  completed: 'proběhlá svatba',
  saturdays: 'Soboty jsou zvýrazněné.',
  seasonHint:
    'Šipkami se pohybujete po dnech celého roku, Page Up a Page Down přeskočí o měsíc. Enter otevře rezervaci nebo zablokuje či uvolní volný den.',
} as const;

/** Czech strings of the subscribed calendar (the private iCalendar feed) on the calendar page. */
export const csAdminFeed = {
  title: 'Odběr kalendáře',
  intro:
    'Soukromá adresa kalendáře s potvrzenými svatbami a blokovanými dny. V Google Kalendáři, Apple Kalendáři nebo Outlooku ji přidejte jako odebíraný kalendář „z adresy URL“; změny se tam projeví při další aktualizaci (obvykle do několika hodin).',
  privacy:
    'Kalendář obsahuje jména snoubenců, místo, čas obřadu a stav rezervace – žádné e-maily, telefony ani poznámky. Adresu nikomu neposílejte: kdo ji zná, kalendář vidí.',
  urlLabel: 'Adresa pro odběr',
  loading: 'Načítám adresu…',
  copy: 'Kopírovat',
  copied: 'Adresa je zkopírovaná do schránky.',
  copyFailed: 'Kopírování se nepodařilo. Adresa je označená – zkopírujte ji ručně (Ctrl+C).',
  rotate: 'Vygenerovat novou adresu',
  rotateQuestion:
    'Opravdu vygenerovat novou adresu? Stávající adresa okamžitě přestane fungovat a kalendář bude potřeba v aplikacích přidat znovu s novou adresou.',
  rotateYes: 'Ano, vygenerovat novou adresu',
  rotateNo: 'Ne, ponechat stávající',
  rotating: 'Generuji…',
  rotated: 'Nová adresa je připravená. Stará už nefunguje.',
  retry: 'Zkusit znovu',
} as const;
