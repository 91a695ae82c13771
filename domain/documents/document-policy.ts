import { DomainError } from '../errors';

/** The photographer's choices about the documents the events issue (kept by the functions: settings/documents). */
export interface DocumentPolicy {
  /** The deposit invoice only once the couple accepted the contract (issue 22), instead of at confirmation. */
  readonly depositInvoiceAfterContract: boolean;
}

/** As the law asks at least: the invoice at confirmation. */
export const DEFAULT_DOCUMENT_POLICY: DocumentPolicy = { depositInvoiceAfterContract: false };

/** The policy as sent by the desk (untrusted): a yes/no, nothing else. */
export function documentPolicyOf(raw: unknown): DocumentPolicy {
  const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).depositInvoiceAfterContract : undefined;
  if (typeof value !== 'boolean') throw new DomainError('document/policy-invalid', 'depositInvoiceAfterContract must be true or false');
  return { depositInvoiceAfterContract: value };
}
