// The desk's bank screen on the fakes, in a chunk of its own: its use cases read statements with the camt.053 and GPC
// parsers (fast-xml-parser), which the demo's other pages must not carry; the memory profile loads it on the first
// bank call. Its ledger is the one the couple's portal reads (memory-bank-ledger.ts).
import type { Container } from 'inversify';
import { InMemoryBankDesk } from '../../../adapters/memory/in-memory-bank-desk';
import type { BankDeskPort } from '../../../ports/bank-desk-port';
import { memoryBankLedger } from './memory-bank-ledger';

export function memoryBankDesk(container: Container): BankDeskPort {
  memoryBankLedger(container);
  if (!container.isBound(InMemoryBankDesk)) container.bind(InMemoryBankDesk).toSelf();
  return container.get(InMemoryBankDesk);
}
