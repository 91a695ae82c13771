import { DomainError } from '../errors';
import type { BankTransaction } from './bank-transaction';
import { looksLikeXml, parseCamt053Statement } from './camt053-statement';
import { looksLikeGpc, parseGpcBytes } from './gpc-statement';

/** The statement formats the desk accepts. */
export type StatementFormat = 'camt053' | 'gpc';

/**
 * A statement file as uploaded, whichever format: camt.053 is XML in UTF-8 (ISO 20022 says so), ABO/GPC is
 * windows-1250 text starting with its `074` header. Anything else is `bank/statement-unknown-format`.
 */
export function parseBankStatement(bytes: Uint8Array): { format: StatementFormat; transactions: BankTransaction[] } {
  // The first bytes are ASCII in both formats, so either decoding tells them apart.
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 64));
  if (looksLikeXml(head)) return { format: 'camt053', transactions: parseCamt053Statement(new TextDecoder('utf-8').decode(bytes)) };
  if (looksLikeGpc(head)) return { format: 'gpc', transactions: parseGpcBytes(bytes) };
  throw new DomainError('bank/statement-unknown-format', 'Neither camt.053 nor GPC');
}
