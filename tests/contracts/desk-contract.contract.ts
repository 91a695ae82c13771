import { describe, expect, it } from 'vitest';
import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';
import { base64ToBytes } from '../../domain/contract/contract-bytes';
import { DomainError } from '../../domain/errors';
import type { DeskContractPort } from '../../ports/desk-contract-port';
import { pdfPagesText } from '../support/pdf-text';

export interface DeskContractHarness {
  /** Signed in as the photographer (admin). */
  desk: DeskContractPort;
  /** Signed in as an account that is not an admin. */
  visitorDesk: DeskContractPort;
  /** A confirmed booking whose couple accepted its contract (through their own port); its record. */
  accepted(): Promise<ContractAcceptance>;
  /** A confirmed booking with nothing accepted yet; its id. */
  notAccepted(): Promise<string>;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** What every DeskContractPort adapter must do (ports/desk-contract-port.ts). */
export function deskContractContract(name: string, setup: () => Promise<DeskContractHarness>) {
  describe(`DeskContractPort contract: ${name}`, () => {
    it('shows nothing accepted and refuses a PDF before acceptance', async () => {
      const h = await setup();
      const bookingId = await h.notAccepted();
      expect(await h.desk.bookingContract(bookingId)).toBeNull();
      expect(await codeOf(h.desk.contractPdf(bookingId))).toBe('contract/not-accepted');
    });

    it('shows the acceptance record as stored and downloads its PDF with the full hash and the names', async () => {
      const h = await setup();
      const record = await h.accepted();
      expect(await h.desk.bookingContract(record.bookingId)).toEqual(record);
      const file = await h.desk.contractPdf(record.bookingId);
      const text = (await pdfPagesText(base64ToBytes(file.contentBase64))).join(' ');
      expect(text).toContain(record.textSha256);
      expect(text).toContain(record.namesTyped);
      expect(text).toContain(record.email);
    });

    it('refuses an account that is not the photographer\'s', async () => {
      const h = await setup();
      const record = await h.accepted();
      expect(await codeOf(h.visitorDesk.bookingContract(record.bookingId))).toBe('auth/forbidden');
      expect(['auth/forbidden', 'auth/not-signed-in']).toContain(await codeOf(h.visitorDesk.contractPdf(record.bookingId)));
    });
  });
}
