// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { anAcceptance } from '../../tests/support/contract-acceptance-mother';
import { pdfPagesText } from '../../tests/support/pdf-text';
import { PdfLibContractRenderer } from './pdf-lib-contract-renderer';
import { readShippedFonts } from './shipped-fonts';

// Rendering embeds fonts and draws each page: heavy work whose time follows the machine, so no tight budget.
vi.setConfig({ testTimeout: 120_000 });
const renderer = new PdfLibContractRenderer(await readShippedFonts());

describe('the PDF of an accepted contract (pdf-lib, read back with pdf.js)', () => {
  it('prints the text as accepted with its diacritics, the Markdown read as headings and list items, not as marks', async () => {
    const [page] = await pdfPagesText(await renderer.renderContractPdf(anAcceptance()));
    expect(page).toContain('Smlouva o fotografování svatby');
    expect(page).toContain('Objednatelé Jana Nováková a Petr Svoboda a fotografka');
    expect(page).toContain('Příliš žluťoučký kůň úpěl ďábelské ódy.');
    expect(page).toContain('• Balíček: Celý den (32 000 Kč)');
    expect(page).not.toMatch(/\*\*|##/);
  });

  it('ends with the acceptance record: version, the full hash, names, e-mail, IP, user agent, Prague time, both statements', async () => {
    const pages = await pdfPagesText(await renderer.renderContractPdf(anAcceptance()));
    const last = pages.at(-1) ?? '';
    expect(last).toContain('Záznam o přijetí smlouvy');
    expect(last).toContain('Verze šablony smlouvy 3');
    expect(last).toContain(anAcceptance().textSha256);
    expect(last).toContain('Jména napsaná při přijetí Jana Nováková, Petr Svoboda');
    expect(last).toContain('jana@example.cz');
    expect(last).toContain('203.0.113.9');
    expect(last).toContain('Mozilla/5.0 (X11; Linux x86_64) Chrome/140');
    // 09:30 UTC on 1 March is 10:30 in Prague (CET).
    expect(last).toContain('1. března 2027 v 10:30');
    expect(last).toContain('právo odstoupit od smlouvy');
    expect(last).toContain('Ano: objednatelé výslovně žádají');
  });

  it('flows a long contract over numbered pages, and gives the same bytes on every render', async () => {
    const long = anAcceptance({ text: Array.from({ length: 60 }, (_, index) => `${index + 1}. Článek smlouvy číslo ${index + 1}, který se táhne přes celý řádek a dál, aby zalomení bylo vidět.`).join('\n') });
    const [first, second] = [await renderer.renderContractPdf(long), await renderer.renderContractPdf(long)];
    const pages = await pdfPagesText(first);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((text, index) => expect(text).toContain(`strana ${index + 1} z ${pages.length}`));
    expect(pages.join(' ')).toContain('60. Článek smlouvy číslo 60');
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect(first.byteLength).toBeLessThan(200_000);
  });
});
