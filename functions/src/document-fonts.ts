import path from 'node:path';
import type { DocumentFontFiles } from '../../adapters/pdf-lib/pdf-lib-document-renderer';
import { readFontsIn } from '../../adapters/pdf-lib/shipped-fonts';

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
