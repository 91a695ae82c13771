/**
 * Sizes and durations as the desk shows them in Czech: "24,5 MB", "1,2 GB" (decimal units, as the operating systems'
 * file managers and Firebase's console count them), and the upload queue's "3 min 20 s".
 */
const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const;
const oneDecimal = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 });

export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  // A non-breaking space: "24,5 MB" never splits across lines.
  return `${oneDecimal.format(unit === 0 ? Math.round(value) : value)}\u00a0${UNITS[unit]}`;
}

/** Whole seconds → "45 s", "3 min 20 s", "2 h 5 min" (seconds dropped past an hour: nobody waits for them). */
export function formatDurationShort(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (hours > 0) return minutes > 0 ? `${hours}\u00a0h ${minutes}\u00a0min` : `${hours}\u00a0h`;
  if (minutes > 0) return s % 60 > 0 ? `${minutes}\u00a0min ${s % 60}\u00a0s` : `${minutes}\u00a0min`;
  return `${s}\u00a0s`;
}
