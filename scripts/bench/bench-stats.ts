/** The nearest-rank percentile `p` (0–100) of ascending `sorted` values: 0 is the smallest, 100 the largest. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export const formatMs = (ms: number): string => `${ms.toFixed(1)} ms`;
