import type { PDFDocument } from 'pdf-lib';
import { A4, MARGIN, PageWriter, type Fonts } from './pdf-page-writer';

/** Space kept free at the bottom of every page for its footer. */
const FOOTER_SPACE = 24;

/**
 * Text that flows over as many A4 pages as it needs (a contract, unlike a receipt, is pages long): a new page starts
 * whenever the next line would not fit above the footer space.
 */
export class PdfFlowWriter {
  readonly pages: PageWriter[] = [];

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  get current(): PageWriter {
    return this.pages[this.pages.length - 1]!;
  }

  newPage(): void {
    this.pages.push(new PageWriter(this.pdf.addPage([A4.width, A4.height]), this.fonts));
  }

  /** Starts a new page unless `points` fit on this one. */
  room(points: number): void {
    if (!this.current.fits(points + FOOTER_SPACE)) this.newPage();
  }

  /** Lines of `value` within `width`, a word too wide for one line cut where it must (a hash, a long address). */
  lines(value: string, width: number, size: number, bold = false): string[] {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    return this.current.wrap(value, width, size, bold).flatMap((line) => {
      if (font.widthOfTextAtSize(line, size) <= width) return [line];
      const pieces: string[] = [];
      let piece = '';
      for (const char of line) {
        if (piece && font.widthOfTextAtSize(piece + char, size) > width) {
          pieces.push(piece);
          piece = char;
        } else piece += char;
      }
      return piece ? [...pieces, piece] : pieces;
    });
  }

  /** Writes `value` wrapped at `x` within `width`, line by line, breaking pages between lines; `lead` (a list marker) ends left of `x`. */
  paragraph(value: string, x: number, width: number, options: { size?: number; bold?: boolean; grey?: boolean; lead?: string } = {}): void {
    const size = options.size ?? 10;
    const leading = size + 4;
    this.lines(value, width, size, options.bold).forEach((line, index) => {
      this.room(leading);
      if (index === 0 && options.lead) this.current.textRight(options.lead, x - 4, { size, bold: options.bold });
      this.current.text(line, x, { size, bold: options.bold, grey: options.grey });
      this.current.down(leading);
    });
  }

  /** Each page's footer, centred at the bottom, once every page exists (so "z N" is known). */
  footers(text: (page: number, pages: number) => string): void {
    this.pages.forEach((writer, index) => {
      const value = text(index + 1, this.pages.length);
      const width = this.fonts.regular.widthOfTextAtSize(value, 8);
      writer.text(value, (A4.width - width) / 2, { size: 8, grey: true, y: MARGIN - FOOTER_SPACE / 2 });
    });
  }
}
