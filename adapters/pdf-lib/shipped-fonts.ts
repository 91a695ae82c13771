import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentFontFiles } from './pdf-lib-document-renderer';

/** The fonts shipped in assets/fonts/ (DejaVu Sans, see its README), read from the repository (or `root`). */
export async function readShippedFonts(root = path.resolve(import.meta.dirname, '../..')): Promise<DocumentFontFiles> {
  const font = (name: string) => readFile(path.join(root, 'assets/fonts', name));
  const [regular, bold] = await Promise.all([font('DejaVuSans.ttf'), font('DejaVuSans-Bold.ttf')]);
  return { regular, bold };
}
