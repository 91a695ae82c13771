// The couple's contract fake's PDF side, in a chunk of its own: delivery, download and their use cases load on the
// first acceptance or download, so the memory profile's pages that never accept carry none of it.
import { downloadContractPdf, type ContractPdfCall } from '../../application/contract/contract-pdf';
import { deliverAcceptedContract } from '../../application/contract/deliver-contract';
import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';
import type { ContractRendererPort } from '../../ports/units/contract-renderer-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { InMemoryBookingStore } from './in-memory-booking-repository';
import { InMemoryContractDelivery } from './in-memory-contract-delivery';
import type { InMemoryContractStore } from './in-memory-contract-store';
import type { InMemoryOutbox } from './in-memory-outbox';

export function inMemoryContractPdfs(bookings: InMemoryBookingStore, store: InMemoryContractStore, outbox: InMemoryOutbox) {
  const delivery = new InMemoryContractDelivery(bookings, store, outbox);
  return {
    delivery,
    deliver: (acceptance: ContractAcceptance, renderer: ContractRendererPort, mail: MailSettings, now: Date) =>
      deliverAcceptedContract(acceptance, { store: delivery, renderer, mail, now }),
    download: (call: ContractPdfCall, renderer: ContractRendererPort) => downloadContractPdf(call, { contracts: store, delivery, renderer }),
  };
}

export type InMemoryContractPdfs = ReturnType<typeof inMemoryContractPdfs>;
