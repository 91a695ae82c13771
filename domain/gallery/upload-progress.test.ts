import { describe, expect, it } from 'vitest';
import { addUploadSample, UPLOAD_RATE_WINDOW_MS, uploadRate, uploadSecondsLeft } from './upload-progress';

describe('upload time left', () => {
  it('says nothing until the samples span a second and bytes moved', () => {
    expect(uploadSecondsLeft([{ at: 0, bytes: 0 }, { at: 500, bytes: 5_000_000 }], 10)).toBeNull();
    expect(uploadSecondsLeft([{ at: 0, bytes: 100 }, { at: 5_000, bytes: 100 }], 10)).toBeNull();
    expect(uploadSecondsLeft([], 0)).toBe(0);
  });

  it('divides what is left by the rate over the window, rounding up', () => {
    const samples = [{ at: 0, bytes: 0 }, { at: 2_000, bytes: 4_000_000 }];
    expect(uploadRate(samples)).toBe(2_000_000);
    expect(uploadSecondsLeft(samples, 5_000_001)).toBe(3);
  });

  it('forgets samples older than the window, so a slower connection shows at once', () => {
    let samples = addUploadSample([], { at: 0, bytes: 0 });
    samples = addUploadSample(samples, { at: 1_000, bytes: 10_000_000 });
    const later = UPLOAD_RATE_WINDOW_MS + 2_000;
    samples = addUploadSample(samples, { at: later - 1_000, bytes: 10_000_000 });
    samples = addUploadSample(samples, { at: later, bytes: 10_100_000 });
    expect(samples.map((sample) => sample.at)).toEqual([later - 1_000, later]);
    expect(uploadRate(samples)).toBe(100_000);
  });
});
