import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';
import { bytesToBase64 } from '../../domain/contract/contract-bytes';
import { contractPdfPath } from '../../domain/contract/contract-document';
import { contractAcceptedOutgoing } from '../../domain/contract/contract-mail';
import type { ContractDeliveryStore } from '../../ports/units/contract-delivery-port';
import type { ContractRendererPort } from '../../ports/units/contract-renderer-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import { mailContext } from '../mail/mail-context';

export interface ContractDeliveryDeps {
  store: ContractDeliveryStore;
  renderer: ContractRendererPort;
  mail: MailSettings;
  now: Date;
}

/** How many undelivered acceptances one sweep retries: a handful is ever waiting, a bound keeps a run short. */
export const CONTRACT_DELIVERY_BATCH = 20;

/**
 * The accepted contract's PDF, as stored, or rendered and stored now (the same bytes: rendering is deterministic).
 * Run after the acceptance's own transaction, never inside it: a failing renderer or bucket leaves the acceptance
 * standing and the sweep retries.
 */
export async function storedContractPdf(
  acceptance: ContractAcceptance,
  deps: { store: Pick<ContractDeliveryStore, 'readPdf' | 'savePdf'>; renderer: ContractRendererPort },
): Promise<Uint8Array> {
  const path = contractPdfPath(acceptance);
  const stored = await deps.store.readPdf(path);
  if (stored) return stored;
  const pdf = await deps.renderer.renderContractPdf(acceptance);
  await deps.store.savePdf(path, pdf);
  return pdf;
}

/**
 * Delivers an accepted contract: the PDF rendered and stored at contracts/<bookingId>/v<version>.pdf, then the
 * couple's and the photographer's mails with it attached queued and the acceptance marked delivered in one unit.
 * Repeatable: a second run finds it marked and queues nothing (`already`); the mail ids are the booking's as well.
 */
export async function deliverAcceptedContract(acceptance: ContractAcceptance, deps: ContractDeliveryDeps): Promise<'delivered' | 'already' | 'booking-gone'> {
  const booking = await deps.store.booking(acceptance.bookingId);
  if (!booking) return 'booking-gone';
  const pdf = await storedContractPdf(acceptance, deps);
  const context = await mailContext(deps.mail, deps.now);
  return deps.store.markDelivered(acceptance.bookingId, contractAcceptedOutgoing(booking, acceptance, bytesToBase64(pdf), context), deps.now.toISOString());
}

/** The sweep: every acceptance whose delivery failed (or never ran) is delivered; one failure never stops the rest. */
export async function deliverPendingContracts(deps: ContractDeliveryDeps): Promise<{ delivered: number; failed: number }> {
  let delivered = 0;
  let failed = 0;
  for (const acceptance of await deps.store.undelivered(CONTRACT_DELIVERY_BATCH)) {
    try {
      if ((await deliverAcceptedContract(acceptance, deps)) === 'delivered') delivered += 1;
    } catch {
      failed += 1;
    }
  }
  return { delivered, failed };
}

/**
 * The PDFs of acceptances that are gone (the booking erased by the desk, "Smazat účet" or the retention run, each of
 * which deletes the acceptance record): deleted with it, as they carry the same personal data. One place for every
 * erasure path; run by the same hourly sweep, so a PDF outlives its record by at most an hour.
 */
export async function forgetErasedContractPdfs(store: Pick<ContractDeliveryStore, 'acceptance' | 'bookingsWithPdfs' | 'deletePdfs'>): Promise<number> {
  let deleted = 0;
  for (const bookingId of await store.bookingsWithPdfs()) {
    if (await store.acceptance(bookingId)) continue;
    await store.deletePdfs(bookingId);
    deleted += 1;
  }
  return deleted;
}
