import { formatDateTime } from '../../domain/formatting/czech';

/** The desk's words for a web request's e-mail confirmation (domain/booking/email-verification.ts). */
export const csAdminVerification = {
  /** The list's sign beside the couple of a new request whose address nobody has confirmed. */
  marker: 'E-mail nepotvrzený – poptávka nedrží termín',
  /** The detail's row. */
  label: 'Potvrzení e-mailu',
  verified: (at: string) => `Potvrzen ${formatDateTime(at)}`,
  pending: 'Nepotvrzený – pár zatím neotevřel odkaz z e-mailu, poptávka nedrží termín',
} as const;
