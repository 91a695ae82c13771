/**
 * Spam signals a public form sends with its submission (booking forms, contact form). The receiving side decides
 * with the domain's `looksLikeBot`, and a bot gets the same neutral answer as a person, so it learns nothing.
 */
export interface SubmissionSignals {
  /** Value of the hidden honeypot field ('' for people). */
  honeypot: string;
  /** Milliseconds between showing the form and submitting it. */
  fillMs: number;
}
