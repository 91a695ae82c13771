/**
 * The photographer's season: weddings cluster from May to September, and she plans a year's Saturdays at a time.
 * "This season" is what is still ahead of her in the season she is in: from today to the end of the year; from
 * October on, when this year's weddings are behind her, it is next year's whole season.
 */
export const SEASON_MONTHS = { first: 5, last: 9 } as const;

export function currentSeason(today: string): { from: string; to: string; year: number } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (month <= SEASON_MONTHS.last) return { from: today, to: `${year}-12-31`, year };
  return { from: today, to: `${year + 1}-12-31`, year: year + 1 };
}
