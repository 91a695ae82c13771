// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PdfLibDocumentRenderer } from '../adapters/pdf-lib/pdf-lib-document-renderer';
import { buildDepositInvoice } from '../domain/documents/build-documents';
import { aDocumentBooking, anIssue } from '../tests/support/document-mother';
import { readFontsIn } from '../adapters/pdf-lib/shipped-fonts';
import { FONTS_FOLDER } from './src/document-fonts';

/**
 * The deployed functions render documents with the fonts shipped in assets/fonts/; `firebase deploy` uploads
 * functions/ (lib/, not src/ nor the repository's assets/), so the build must put them beside the bundle, where
 * src/document-fonts.ts reads them. A build that forgets them renders nothing, and only in production.
 */
describe('the functions build and the documents\' fonts', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'functions-build-'));
  const functionsDir = path.dirname(new URL(import.meta.url).pathname);
  beforeAll(() => {
    const build = spawnSync(process.execPath, ['build.mjs'], { cwd: functionsDir, env: { ...process.env, FUNCTIONS_OUT_DIR: path.relative(functionsDir, out) }, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
  }, 60_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('copies both fonts (and their licence) beside the bundle, where the bundled code reads them and can render a document', async () => {
    const fontsDir = path.join(out, FONTS_FOLDER);
    for (const font of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'LICENSE-DejaVu.txt']) {
      expect(readFileSync(path.join(fontsDir, font)).equals(readFileSync(path.join(functionsDir, '../assets/fonts', font)))).toBe(true);
    }
    // The bundled module resolves the folder against its own location (lib/ when deployed).
    expect(readFileSync(path.join(out, 'index.js'), 'utf8')).toMatch(/import\.meta\.dirname, FONTS_FOLDER/);
    const pdf = await new PdfLibDocumentRenderer(await readFontsIn(fontsDir)).renderPdf(buildDepositInvoice(anIssue('deposit-invoice'), aDocumentBooking(), { amountCzk: 5_000, dueDate: '2027-03-15' }));
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
  }, 60_000);

  /** The packages a module of the build imports statically (`import … from "x"`, not `import("x")`). */
  const staticImports = (file: string) => [...readFileSync(path.join(out, file), 'utf8').matchAll(/^import\s[^;]*?from\s*"([^"]+)"/gm)].map((match) => match[1]!);

  it('leaves pdf-lib, sharp and yazl out of what every function loads at a cold start: they come with the first call that needs them', () => {
    const loaded = new Set<string>();
    const visit = (file: string) => {
      for (const specifier of staticImports(file)) {
        if (loaded.has(specifier)) continue;
        loaded.add(specifier);
        if (specifier.startsWith('./')) visit(specifier.slice(2));
      }
    };
    visit('index.js');
    const heavy = ['pdf-lib', '@pdf-lib/fontkit', 'sharp', 'yazl', 'exif-reader'];
    expect(heavy.filter((name) => loaded.has(name))).toEqual([]);
    // …and the build still has them, in the chunks the dynamic imports load.
    const chunks = readdirSync(out).filter((file) => file.endsWith('.js'));
    const everywhere = new Set(chunks.flatMap(staticImports));
    expect(heavy.filter((name) => !everywhere.has(name))).toEqual([]);
  });
});
