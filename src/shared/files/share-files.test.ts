import { afterEach, describe, expect, it, vi } from 'vitest';
import { canShareImageFiles, SHARE_MAX_BYTES, SHARE_MAX_FILES, shareBatches, shareFiles } from './share-files';

const MB = 1024 * 1024;
const file = (name: string) => new File([new Uint8Array(4)], name, { type: 'image/jpeg' });

function stubNavigator(share: Navigator['share'] | undefined, canShare: Navigator['canShare'] | undefined) {
  vi.stubGlobal('navigator', { ...navigator, share, canShare });
}

afterEach(() => vi.unstubAllGlobals());

describe('shareBatches (Chromium refuses more than 10 files or 50 MB in one share)', () => {
  it('cuts 23 small files into 10 + 10 + 3', () => {
    const sizes = shareBatches(Array.from({ length: 23 }, () => ({ size: MB }))).map((batch) => batch.length);
    expect(sizes).toEqual([SHARE_MAX_FILES, SHARE_MAX_FILES, 3]);
  });

  it('starts a new share before the 50 MB would be passed, and lets an oversized file go alone', () => {
    const batches = shareBatches([{ size: 20 * MB }, { size: 20 * MB }, { size: 20 * MB }, { size: 60 * MB }, { size: MB }]);
    expect(batches.map((batch) => batch.map((f) => f.size / MB))).toEqual([[20, 20], [20], [60], [1]]);
    expect(batches.slice(0, 2).every((batch) => batch.reduce((sum, f) => sum + f.size, 0) <= SHARE_MAX_BYTES)).toBe(true);
  });
});

describe('shareFiles', () => {
  it('is unsupported where the browser cannot share files (no canShare, or canShare says no)', async () => {
    stubNavigator(undefined, undefined);
    expect(canShareImageFiles()).toBe(false);
    expect(await shareFiles([file('a.jpg')], 'a')).toBe('unsupported');
    stubNavigator(vi.fn(), () => false);
    expect(await shareFiles([file('a.jpg')], 'a')).toBe('unsupported');
  });

  it('tells a stale tap (NotAllowedError) from the user cancelling (AbortError) and from a share that worked', async () => {
    const share = vi.fn<Navigator['share']>();
    stubNavigator(share, () => true);
    expect(canShareImageFiles()).toBe(true);
    share.mockRejectedValueOnce(new DOMException('no activation', 'NotAllowedError'));
    expect(await shareFiles([file('a.jpg')], 'a')).toBe('needs-tap');
    share.mockRejectedValueOnce(new DOMException('cancelled', 'AbortError'));
    expect(await shareFiles([file('a.jpg')], 'a')).toBe('cancelled');
    share.mockRejectedValueOnce(new TypeError('bad data'));
    expect(await shareFiles([file('a.jpg')], 'a')).toBe('failed');
    share.mockResolvedValueOnce(undefined);
    expect(await shareFiles([file('a.jpg')], 'a')).toBe('shared');
    expect(share).toHaveBeenLastCalledWith({ files: [expect.any(File)], title: 'a' });
  });
});
