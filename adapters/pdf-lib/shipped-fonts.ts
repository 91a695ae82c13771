import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentFontFiles } from './pdf-lib-document-renderer';

/** The two font files in a folder: assets/fonts/ in the repository, lib/fonts/ beside the built functions. */
export async function readFontsIn(dir: string): Promise<DocumentFontFiles> {
  const [regular, bold] = await Promise.all([readFile(path.join(dir, 'DejaVuSans.ttf')), readFile(path.join(dir, 'DejaVuSans-Bold.ttf'))]);
  return { regular, bold };
}

/** The fonts shipped in assets/fonts/ (DejaVu Sans, see its README), read from the repository (or `root`). */
export function readShippedFonts(root = path.resolve(import.meta.dirname, '../..')): Promise<DocumentFontFiles> {
  return readFontsIn(path.join(root, 'assets/fonts'));
}
