/**
 * How amounts and dates are written on the documents and in the accountant's list: always with both decimals (an
 * invoice is exact to the haléř), Czech grouping and decimal comma; numeric dates as Czech invoices print them.
 */
const money = new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** 1234567 → "12 345,67" (U+00A0 between groups). */
export function documentNumberText(halere: number): string {
  return money.format(halere / 100);
}

/** 1234567 → "12 345,67 Kč". */
export function documentMoney(halere: number): string {
  return `${documentNumberText(halere)}\u00a0Kč`;
}

/** "2027-06-12" → "12. 6. 2027". */
export function documentDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day}. ${month}. ${year}`;
}
