import { describe, expect, it } from 'vitest';
import { formatDurationShort, formatFileSize } from './file-size';

describe('Czech file sizes and durations', () => {
  it('uses decimal units, a decimal comma and a non-breaking space', () => {
    expect(formatFileSize(0)).toBe('0\u00a0B');
    expect(formatFileSize(999)).toBe('999\u00a0B');
    expect(formatFileSize(24_500_000)).toBe('24,5\u00a0MB');
    expect(formatFileSize(1_234_000_000)).toBe('1,2\u00a0GB');
  });

  it('says seconds, minutes and hours, dropping seconds past an hour', () => {
    expect(formatDurationShort(45)).toBe('45\u00a0s');
    expect(formatDurationShort(200)).toBe('3\u00a0min 20\u00a0s');
    expect(formatDurationShort(180)).toBe('3\u00a0min');
    expect(formatDurationShort(7_530)).toBe('2\u00a0h 5\u00a0min');
  });
});
