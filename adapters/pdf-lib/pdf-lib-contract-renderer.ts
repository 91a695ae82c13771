import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';
import { contractDocument, type ContractDocument } from '../../domain/contract/contract-document';
import type { ContractRendererPort } from '../../ports/units/contract-renderer-port';
import { PdfFlowWriter } from './pdf-flow-writer';
import { CONTENT_WIDTH, MARGIN } from './pdf-page-writer';

/** The TrueType fonts to embed (assets/fonts/): regular and bold, Czech diacritics included. */
export interface ContractFontFiles {
  readonly regular: Uint8Array;
  readonly bold: Uint8Array;
}

// A fixed date keeps the bytes the same however often the contract is rendered (the PDF's own dates are metadata).
const FIXED_DATE = new Date('2000-01-01T00:00:00Z');
const HEADING_SIZES = { 1: 15, 2: 13, 3: 11.5 } as const;
const INDENT = 16;

/** The accepted contract on as many A4 pages as it takes, with pdf-lib and the shipped fonts. */
export class PdfLibContractRenderer implements ContractRendererPort {
  constructor(private readonly fontFiles: ContractFontFiles) {}

  async renderContractPdf(acceptance: ContractAcceptance): Promise<Uint8Array> {
    const content = contractDocument(acceptance);
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(fontkit);
    // Subsetting embeds only the glyphs used: a contract stays tens of kilobytes, not the fonts' 1.4 MB.
    // Copied into this realm's Uint8Array: pdf-lib checks `instanceof`, which a Node Buffer fails in a jsdom test.
    const own = (bytes: Uint8Array) => Uint8Array.from(bytes);
    const fonts = { regular: await pdf.embedFont(own(this.fontFiles.regular), { subset: true }), bold: await pdf.embedFont(own(this.fontFiles.bold), { subset: true }) };
    pdf.setTitle(`${content.title} – ${acceptance.bookingId}`);
    pdf.setLanguage('cs-CZ');
    pdf.setCreationDate(FIXED_DATE);
    pdf.setModificationDate(FIXED_DATE);
    const writer = new PdfFlowWriter(pdf, fonts);
    writer.paragraph(content.title, MARGIN, CONTENT_WIDTH, { size: 17, bold: true });
    writer.current.down(8);
    body(writer, content);
    record(writer, content);
    writer.footers(content.footer);
    return pdf.save();
  }
}

function body(writer: PdfFlowWriter, content: ContractDocument): void {
  for (const block of content.blocks) {
    if (block.kind === 'heading') {
      const size = HEADING_SIZES[block.level];
      // A heading never ends a page alone: it moves on with room for a line after it.
      writer.room(size + 4 + 28);
      writer.current.down(6);
      writer.paragraph(block.text, MARGIN, CONTENT_WIDTH, { size, bold: true });
      writer.current.down(2);
    } else if (block.kind === 'item') {
      writer.paragraph(block.text, MARGIN + INDENT, CONTENT_WIDTH - INDENT, { lead: block.marker });
      writer.current.down(2);
    } else {
      writer.paragraph(block.text, MARGIN, CONTENT_WIDTH);
      writer.current.down(6);
    }
  }
}

function record(writer: PdfFlowWriter, content: ContractDocument): void {
  writer.room(120);
  writer.current.down(10);
  writer.current.rule(writer.current.y + 6);
  writer.current.down(6);
  writer.paragraph(content.recordTitle, MARGIN, CONTENT_WIDTH, { size: 12, bold: true });
  writer.current.down(2);
  for (const row of content.record) {
    writer.room(30);
    writer.paragraph(row.label, MARGIN, CONTENT_WIDTH, { size: 8.5, grey: true });
    writer.paragraph(row.value, MARGIN, CONTENT_WIDTH, { size: 9.5 });
    writer.current.down(3);
  }
}
