import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentFontFiles } from '../../adapters/pdf-lib/pdf-lib-document-renderer';

/**
 * Where the deployed functions find the documents' fonts: beside the bundle (functions/build.mjs copies
 * assets/fonts/ to lib/fonts/). This module is bundled into lib/index.js, so `import.meta.dirname` is lib/ there;
 * nothing is downloaded at run time.
 */
export const FONTS_FOLDER = 'fonts';

let fonts: Promise<DocumentFontFiles> | undefined;

/** Read once per instance (a failed read is tried again next time). */
export function functionFonts(): Promise<DocumentFontFiles> {
  fonts ??= readFontsIn(path.join(import.meta.dirname, FONTS_FOLDER)).catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
}

/** The fonts in a folder; the build's test reads them where the bundle would. */
export async function readFontsIn(dir: string): Promise<DocumentFontFiles> {
  const [regular, bold] = await Promise.all([readFile(path.join(dir, 'DejaVuSans.ttf')), readFile(path.join(dir, 'DejaVuSans-Bold.ttf'))]);
  return { regular, bold };
}
