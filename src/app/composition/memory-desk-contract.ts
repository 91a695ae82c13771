// The desk's view of the contracts on the fakes, in a chunk of its own (the memory profile's size budgets): loaded on
// the first call from a booking's detail, over the couple's contract fake of the same container.
import type { Container } from 'inversify';
import type { InMemoryCoupleContract } from '../../../adapters/memory/in-memory-couple-contract';
import { InMemoryDeskContract } from '../../../adapters/memory/in-memory-desk-contract';
import type { DeskContractPort } from '../../../ports/desk-contract-port';
import { TOKENS } from '../../../ports/tokens';

export function memoryDeskContract(container: Container): DeskContractPort {
  return new InMemoryDeskContract(container.get(TOKENS.CoupleContract) as InMemoryCoupleContract, container.get(TOKENS.AdminAuth));
}
