/** Czech strings of the booking page's layout beyond cs-admin.ts: its columns, tabs and grouped actions. */
export const csAdminBooking = {
  sideLabel: 'Co s rezervací udělat',
  tabsLabel: 'Historie, zprávy a e-maily rezervace',
  tabs: { history: 'Historie', messages: 'Zprávy', mails: 'E-maily' },
  more: 'Další akce',
  moreMove: 'Přesunout termín',
  moreMoveHint: 'Svatba i blokace dne se přesunou spolu',
  moreErase: 'Smazat rezervaci (GDPR)',
  moreEraseHint: 'Smaže všechny osobní údaje, nelze vrátit',
  code: (code: string) => `kód ${code}`,
} as const;
