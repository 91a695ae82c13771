/**
 * VAT of a VAT payer's documents, in whole haléře. The photographer's prices are what the couple pays, VAT included
 * (a consumer is quoted final prices), so the tax is computed "shora" from the amount that includes it: § 37 odst. 2
 * zákona č. 235/2004 Sb. (zákon o DPH) as amended by zákon č. 80/2019 Sb. — the tax is the amount minus the amount
 * divided by (1 + rate/100); the four-digit coefficient of the old wording is gone. The law sets no rounding of the
 * tax on a document to whole crowns any more; amounts are stated to the haléř, so the base is rounded half up to the
 * haléř and the tax is the rest, which keeps base + tax equal to the amount paid to the haléř. (Rounding a total to
 * whole crowns is a cash-payment matter, § 36 odst. 5, and not done here.)
 */
export interface VatSplit {
  readonly ratePercent: number;
  /** Základ daně. */
  readonly baseHalere: number;
  /** Výše daně. */
  readonly taxHalere: number;
  /** Base + tax: the amount including VAT. */
  readonly totalHalere: number;
}

/** The base and the tax of an amount that includes VAT at `ratePercent` (a whole percent). Negative amounts mirror. */
export function vatFromInclusive(totalHalere: number, ratePercent: number): VatSplit {
  if (!Number.isSafeInteger(totalHalere)) throw new RangeError(`Not a whole amount of haléře: ${totalHalere}`);
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100) throw new RangeError(`Not a VAT rate: ${ratePercent}`);
  if (totalHalere < 0) {
    const positive = vatFromInclusive(-totalHalere, ratePercent);
    return { ratePercent, baseHalere: -positive.baseHalere, taxHalere: -positive.taxHalere, totalHalere };
  }
  // base = total × 100 / (100 + rate), half up, in integers: no floating point can round the wrong way.
  const divisor = 100 + ratePercent;
  const baseHalere = Math.floor((totalHalere * 200 + divisor) / (2 * divisor));
  return { ratePercent, baseHalere, taxHalere: totalHalere - baseHalere, totalHalere };
}

/**
 * The VAT recapitulation of a document: one split per rate, computed from the sum of that rate's amounts (the
 * document's "rekapitulace DPH"), rates ascending.
 */
export function vatRecap(amounts: readonly { totalHalere: number; ratePercent: number }[]): VatSplit[] {
  const byRate = new Map<number, number>();
  for (const amount of amounts) byRate.set(amount.ratePercent, (byRate.get(amount.ratePercent) ?? 0) + amount.totalHalere);
  return [...byRate.entries()].sort(([a], [b]) => a - b).map(([rate, total]) => vatFromInclusive(total, rate));
}

/**
 * The lines' bases within one rate, so that they add up exactly to the recapitulation's base (largest remainder):
 * the recapitulation is what the tax is computed from; the lines' bases (§ 29 odst. 1 písm. i, the unit price without
 * tax) only show how it divides, and a haléř lost to rounding per line must not make the lines disagree with it.
 */
export function lineBases(lineTotals: readonly number[], split: VatSplit): number[] {
  if (split.baseHalere < 0) return lineBases(lineTotals.map((value) => -value), { ...split, baseHalere: -split.baseHalere }).map((value) => -value);
  const total = lineTotals.reduce((sum, value) => sum + value, 0);
  if (total === 0) return lineTotals.map(() => 0);
  const exact = lineTotals.map((value) => (value * split.baseHalere) / total);
  const bases = exact.map((value) => Math.floor(value));
  let left = split.baseHalere - bases.reduce((sum, value) => sum + value, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    bases[index] = (bases[index] ?? 0) + 1;
    left -= 1;
  }
  return bases;
}
