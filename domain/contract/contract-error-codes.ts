/**
 * The couple's contract's error codes: its template, accepting it, its PDF.
 * Part of the one registry of error codes (domain/errors.ts), which every layer imports.
 */
export const contractErrorCodes = [
  // the couple's contract (issue 22, domain/contract)
  /** The CMS's contract template has no valid version or an empty body: no contract can be shown. */
  'contract/template-invalid',
  /** The template names a placeholder outside CONTRACT_PLACEHOLDERS (details.placeholders lists them). */
  'contract/unknown-placeholder',
  /** The booking has no agreed prices: a contract cannot state what is agreed. */
  'contract/prices-unknown',
  /** The booking is not confirmed (or is over): there is no contract to accept. */
  'contract/not-available',
  'contract/already-accepted',
  /** The contract changed (a new template version) after it was shown: show it again before accepting. */
  'contract/text-changed',
  /** The 14-day withdrawal right (§ 1829 občanského zákoníku) was not acknowledged. */
  'contract/withdrawal-required',
  /** No contract was accepted for the booking yet: there is no PDF to download. */
  'contract/not-accepted',
] as const;
