import boldFontUrl from '../../../assets/fonts/DejaVuSans-Bold.ttf?url';
import regularFontUrl from '../../../assets/fonts/DejaVuSans.ttf?url';
import type { ContractRendererPort } from '../../../ports/units/contract-renderer-port';

async function fontBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

let renderer: Promise<ContractRendererPort> | undefined;

/**
 * The memory profile's contract renderer: the same pdf-lib adapter as the functions', with the repository's fonts
 * served as the build's own assets. Loaded on first use only (pdf-lib and the fonts are ~1.5 MB), and once.
 */
export function browserContractRenderer(): Promise<ContractRendererPort> {
  renderer ??= (async () => {
    const [{ PdfLibContractRenderer }, regular, bold] = await Promise.all([
      import('../../../adapters/pdf-lib/pdf-lib-contract-renderer'),
      fontBytes(regularFontUrl),
      fontBytes(boldFontUrl),
    ]);
    return new PdfLibContractRenderer({ regular, bold });
  })();
  // A failed load (offline) is tried again on the next use rather than remembered.
  renderer.catch(() => (renderer = undefined));
  return renderer;
}
