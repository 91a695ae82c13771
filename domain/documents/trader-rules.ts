import type { FieldErrors } from '../errors';
import { emailError } from '../validation/fields';
import type { TraderIdentity } from './trader';
import { traderProblems, type TraderField as DocumentTraderField } from './trader-validation';

/** The parts of a trader's identity the desk names when they are missing: what a document prints, and her e-mail. */
export const TRADER_FIELDS = ['name', 'address', 'ico', 'registerEntry', 'dic', 'ratePercent', 'iban', 'email'] as const;
export type TraderField = (typeof TRADER_FIELDS)[number] & (DocumentTraderField | 'email');

/**
 * Whether the trader's identity from the CMS can issue documents, field by field: empty when it can. The documents'
 * own rule (trader-validation.ts traderProblems, which the issue enforces) plus the e-mail the documents print for
 * questions; the desk lists what is missing, the CMS refuses a wrong IČO, DIČ or IBAN where it is typed.
 */
export function checkTraderIdentity(identity: TraderIdentity): FieldErrors<TraderField> {
  const email = emailError(identity.email);
  return { ...traderProblems(identity), ...(email ? { email } : {}) };
}
