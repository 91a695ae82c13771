import type { DayState } from '../../domain/booking/day-state';

/** Czech strings of the desk's calendar beyond cs-admin.ts: the views, the season, the legend of day states. */
export const csAdminCalendar = {
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
