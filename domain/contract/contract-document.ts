import { formatDateTime } from '../formatting/czech';
import type { ContractAcceptance } from './contract-acceptance';
import { contractBlocks, type ContractBlock } from './contract-markdown';

/** One row of the acceptance record as printed: a Czech label and the stored value. */
export interface ContractRecordRow {
  label: string;
  value: string;
}

/**
 * What the PDF of an accepted contract says (issue 22), decided once here so every renderer prints the same: the text
 * exactly as accepted, as blocks, and the audit record of the acceptance. The renderer only lays it out.
 */
export interface ContractDocument {
  title: string;
  blocks: ContractBlock[];
  recordTitle: string;
  record: ContractRecordRow[];
  /** The footer of page `page` of `pages`. */
  footer: (page: number, pages: number) => string;
}

export const CONTRACT_WITHDRAWAL_NOTE =
  'Objednatelé vzali na vědomí právo odstoupit od smlouvy uzavřené distančním způsobem do 14 dnů ode dne jejího uzavření (§ 1829 odst. 1 občanského zákoníku).';
export const CONTRACT_EXPRESS_START_YES =
  'Ano: objednatelé výslovně žádají, aby fotografka začala plnit před uplynutím lhůty pro odstoupení (§ 1823 občanského zákoníku).';
export const CONTRACT_EXPRESS_START_NO = 'Ne: objednatelé o započetí plnění ve lhůtě pro odstoupení nežádali.';

/** Server time as a person reads it in Prague, and the stored instant beside it, so the record is unambiguous. */
function acceptedAt(iso: string): string {
  try {
    return `${formatDateTime(iso)} (Europe/Prague; ${iso})`;
  } catch {
    return iso;
  }
}

export function contractDocument(acceptance: ContractAcceptance): ContractDocument {
  return {
    title: 'Smlouva o svatebním fotografování',
    blocks: contractBlocks(acceptance.text),
    recordTitle: 'Záznam o přijetí smlouvy',
    record: [
      { label: 'Rezervace (číslo v systému)', value: acceptance.bookingId },
      { label: 'Verze šablony smlouvy', value: String(acceptance.templateVersion) },
      { label: 'SHA-256 textu smlouvy', value: acceptance.textSha256 },
      { label: 'Jména napsaná při přijetí', value: acceptance.namesTyped },
      { label: 'Ověřený e-mail účtu', value: acceptance.email },
      { label: 'IP adresa', value: acceptance.ip || '–' },
      { label: 'Prohlížeč (user agent)', value: acceptance.userAgent || '–' },
      { label: 'Čas přijetí (čas serveru)', value: acceptedAt(acceptance.acceptedAt) },
      { label: 'Poučení o odstoupení', value: CONTRACT_WITHDRAWAL_NOTE },
      { label: 'Započetí plnění ve lhůtě pro odstoupení', value: acceptance.expressStart ? CONTRACT_EXPRESS_START_YES : CONTRACT_EXPRESS_START_NO },
    ],
    footer: (page, pages) => `Smlouva k rezervaci ${acceptance.bookingId}, verze ${acceptance.templateVersion} – strana ${page} z ${pages}`,
  };
}

/** The folder of a booking's contract PDFs in Storage. */
export const CONTRACT_PDFS_ROOT = 'contracts/';

/** Where the accepted contract's PDF is kept in Storage: one per booking and template version (an acceptance is final). */
export function contractPdfPath(acceptance: Pick<ContractAcceptance, 'bookingId' | 'templateVersion'>): string {
  return `${CONTRACT_PDFS_ROOT}${acceptance.bookingId}/v${acceptance.templateVersion}.pdf`;
}

/** The file name the couple and the photographer see. */
export function contractPdfFilename(acceptance: Pick<ContractAcceptance, 'bookingId' | 'templateVersion'>): string {
  return `smlouva-${acceptance.bookingId}-v${acceptance.templateVersion}.pdf`;
}

/** The accepted contract's PDF as it crosses a callable's JSON: its file name and its bytes in base64. */
export interface ContractPdfFile {
  filename: string;
  contentBase64: string;
}
