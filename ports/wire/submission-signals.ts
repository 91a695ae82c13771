/**
 * Spam signals a public form sends with its submission (booking forms, contact form). The receiving side decides
 * with the domain's `looksLikeBot`, and a bot gets the same neutral answer as a person, so it learns nothing.
 */
export interface SubmissionSignals {
  /** Value of the hidden honeypot field ('' for people). */
  honeypot: string;
  /** Milliseconds between showing the form and submitting it. */
  fillMs: number;
  /**
   * The solved bot-barrier challenge (ALTCHA's base64 payload: the signed challenge and its solution), checked
   * by the server before anything else; '' when the browser could not solve one (the server then refuses).
   */
  challenge: string;
}
