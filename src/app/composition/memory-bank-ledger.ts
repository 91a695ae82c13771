// The bank fake's ledger (what each booking's symbol brought) in a chunk of its own: the couple's portal loads it
// without the desk's statement parsers; the desk (memory-bank.ts) takes the same instance.
import type { Container } from 'inversify';
import { InMemoryBankLedger } from '../../../adapters/memory/in-memory-bank-ledger';

export function memoryBankLedger(container: Container): InMemoryBankLedger {
  if (!container.isBound(InMemoryBankLedger)) container.bind(InMemoryBankLedger).toSelf();
  return container.get(InMemoryBankLedger);
}
