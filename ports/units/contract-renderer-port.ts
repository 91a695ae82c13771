import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';

/**
 * Renders an accepted contract for people (issue 22): an A4 PDF with the fonts shipped in the repository, the text
 * exactly as accepted (its Markdown headings and lists kept readable, wrapped and paginated), then the acceptance
 * record (domain/contract/contract-document.ts) and page numbers. The same acceptance always gives the same bytes, so
 * a PDF rendered again (a retried delivery, a download of one never stored) is the very file first sent.
 */
export interface ContractRendererPort {
  renderContractPdf(acceptance: ContractAcceptance): Promise<Uint8Array>;
}
