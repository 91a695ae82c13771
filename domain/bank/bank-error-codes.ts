/**
 * The bank's error codes: imported statements, payments assigned by hand, the bank's API.
 * Part of the one registry of error codes (domain/errors.ts), which every layer imports.
 */
export const bankErrorCodes = [
  // bank statements and the bank's API (issue 21)
  /** An uploaded statement is neither camt.053 XML nor an ABO/GPC file. */
  'bank/statement-unknown-format',
  /** A statement in a known format that is broken (a cut line, a bad amount, not well-formed XML): nothing imported. */
  'bank/statement-malformed',
  /** A statement file larger than an upload may be (BANK_STATEMENT_MAX_BYTES). */
  'bank/statement-too-large',
  /** The payment to assign by hand is not among the imported ones (or not any more). */
  'bank/payment-not-found',
  /** The payment was assigned meanwhile (by its symbol, or by hand in another tab). */
  'bank/payment-already-assigned',
  /** A payment in another currency than the deposit's (CZK) cannot count towards it. */
  'bank/payment-foreign-currency',
  /** A payment assigned by hand to a booking that owes nothing: not yet confirmed, or declined, withdrawn, cancelled. */
  'bank/booking-not-payable',
  /** The bank's API did not answer usably (an error, an unexpected answer): nothing imported this time. */
  'bank/feed-unavailable',
] as const;
