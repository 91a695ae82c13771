// The issued documents on the fakes, in a chunk of their own: the couple's "Doklady" and the desk's documents load
// on their first call, so the demo's other pages (and the memory profile's size budgets) do not carry them.
import type { Container } from 'inversify';
import { InMemoryCoupleDocuments, InMemoryDeskDocuments, InMemoryDocumentsState } from '../../../adapters/memory/in-memory-documents';

export function memoryDocuments(container: Container): { couple: InMemoryCoupleDocuments; desk: InMemoryDeskDocuments; state: InMemoryDocumentsState } {
  if (!container.isBound(InMemoryDocumentsState)) {
    container.bind(InMemoryDocumentsState).toSelf();
    container.bind(InMemoryCoupleDocuments).toSelf();
    container.bind(InMemoryDeskDocuments).toSelf();
  }
  return { couple: container.get(InMemoryCoupleDocuments), desk: container.get(InMemoryDeskDocuments), state: container.get(InMemoryDocumentsState) };
}
