import type { PDFFont, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';

/** A4 in PDF points, and the margins every document keeps. */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 50;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;

export interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

/**
 * Writes text top-down on one A4 page: a cursor `y` from the top margin, words wrapped to a width, numbers aligned
 * right. The documents are short (a handful of lines) so one page is enough; `ensureRoom` reports when it is not.
 */
export class PageWriter {
  y = A4.height - MARGIN;

  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {}

  text(value: string, x: number, options: { size?: number; bold?: boolean; y?: number; grey?: boolean } = {}): void {
    this.page.drawText(value, {
      x,
      y: options.y ?? this.y,
      size: options.size ?? 9,
      font: options.bold ? this.fonts.bold : this.fonts.regular,
      color: options.grey ? rgb(0.35, 0.35, 0.35) : rgb(0, 0, 0),
    });
  }

  /** Right-aligned so that the text ends at `right`. */
  textRight(value: string, right: number, options: { size?: number; bold?: boolean; y?: number } = {}): void {
    const size = options.size ?? 9;
    const width = (options.bold ? this.fonts.bold : this.fonts.regular).widthOfTextAtSize(value, size);
    this.text(value, right - width, options);
  }

  /** The lines `value` wraps into within `width` at `size`. */
  wrap(value: string, width: number, size = 9, bold = false): string[] {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const lines: string[] = [];
    let line = '';
    for (const word of value.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Writes wrapped lines downwards from the cursor; returns the height used. */
  paragraph(value: string, x: number, width: number, options: { size?: number; bold?: boolean; grey?: boolean; y?: number } = {}): number {
    const size = options.size ?? 9;
    const lines = this.wrap(value, width, size, options.bold);
    const top = options.y ?? this.y;
    lines.forEach((line, index) => this.text(line, x, { ...options, size, y: top - index * (size + 3) }));
    return lines.length * (size + 3);
  }

  rule(y = this.y, from = MARGIN, to = A4.width - MARGIN): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
  }

  down(points: number): void {
    this.y -= points;
  }

  /** Whether `points` more fit above the bottom margin. */
  fits(points: number): boolean {
    return this.y - points >= MARGIN;
  }
}
