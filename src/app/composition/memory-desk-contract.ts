// The desk's view of the contracts on the fakes, in a chunk of its own (the memory profile's size budgets): loaded on
// the first call from a booking's detail, over the couple's contract fake of the same container.
import type { Container } from 'inversify';
import type { InMemoryCoupleContract } from '../../../adapters/memory/in-memory-couple-contract';
import { InMemoryDeskContract } from '../../../adapters/memory/in-memory-desk-contract';
import type { DeskContractPort } from '../../../ports/desk-contract-port';
import { TOKENS } from '../../../ports/tokens';
import { loadedAdapter } from './lazy-port';

/** The couple's fake itself (its acceptance gate), loaded first: the memory profile binds it lazily (lazy-fake.ts). */
export async function memoryDeskContract(container: Container): Promise<DeskContractPort> {
  const couple = await loadedAdapter<InMemoryCoupleContract>(container.get(TOKENS.CoupleContract));
  return new InMemoryDeskContract(couple, container.get(TOKENS.AdminAuth));
}
