/**
 * "CZ6508000000192000145399" → "CZ65 0800 0000 1920 0014 5399": the grouping banks print. Kept apart from iban.ts so
 * the public pages that show payment details do not bundle ibantools (validation happens where settings are read).
 */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase().replace(/(.{4})(?=.)/g, '$1 ');
}
