/** Czech strings of the design system's components (src/shared/ui). */
export const csUi = {
  loading: 'Načítám…',
  close: 'Zavřít',
  cancel: 'Zrušit',
  confirm: 'Potvrdit',
  /** After a required field's label, for sighted users (the control itself says "required" to a screen reader). */
  requiredMark: '*',
  moreActions: 'Další akce',
  date: {
    /** The format shown in every browser, whatever its language. */
    formatHint: 'Datum ve tvaru den. měsíc. rok, např. 14. 8. 2027.',
    openCalendar: 'Vybrat datum v kalendáři',
  },
  table: {
    sortBy: (column: string) => `Seřadit podle: ${column}`,
    scrollRegion: (caption: string) => `${caption} (posuvná tabulka)`,
  },
} as const;
