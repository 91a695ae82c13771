/** Czech strings of the bookings list's own parts beyond cs-admin.ts: quick filters and the phone's card list. */
export const csAdminList = {
  quickLabel: 'Rychlé filtry',
  quick: {
    all: 'Vše',
    new: 'Nové poptávky',
    season: (year: number) => `Sezóna ${year}`,
    deposit: 'Čeká se na zálohu',
  },
  dateRange: 'Období svatby',
  tableCaption: 'Rezervace podle zvoleného filtru',
  cardsLabel: 'Rezervace podle zvoleného filtru',
  wedding: 'Svatba',
  received: 'Přijato',
} as const;
