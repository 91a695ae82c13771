import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ViewerPhoto } from '../../../ports/gallery-viewer-port';
import { aPhotoSource } from '../../../tests/support/gallery-mother';
import { phoneFile, useSaveToPhone } from './use-save-to-phone';

const photo: ViewerPhoto = {
  id: 'photo1',
  width: 6000,
  height: 4000,
  sectionId: null,
  thumb: aPhotoSource('photo1', 360, 'thumb'),
  sources: [800, 2400].map((width) => ({ width, avif: `/${width}.avif`, webp: `/${width}.webp`, jpg: `/${width}.jpg` })),
  download: { url: '/original.cr3', fileName: 'DSC_0001.CR3' },
};

afterEach(() => vi.unstubAllGlobals());

describe('Uložit do telefonu', () => {
  it('saves the largest JPEG rendition under the original’s name, and nothing without a download right', () => {
    expect(phoneFile(photo)).toEqual({ url: '/2400.jpg', fileName: 'DSC_0001.jpg' });
    expect(phoneFile({ ...photo, download: null })).toBeNull();
  });

  it('asks for one more tap when the fetch outlived the tap, then shares the file it already has', async () => {
    const share = vi.fn<Navigator['share']>().mockRejectedValueOnce(new DOMException('stale', 'NotAllowedError')).mockResolvedValueOnce(undefined);
    // jsdom's Blob does not go into Node's Response: the stub answers what fetchAsFile reads.
    const fetch = vi.fn(async () => ({ ok: true, status: 200, blob: async () => new Blob([new Uint8Array(8)], { type: 'image/jpeg' }) }));
    vi.stubGlobal('navigator', { ...navigator, share, canShare: () => true });
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useSaveToPhone());
    expect(result.current.supported).toBe(true);
    await act(() => result.current.save(photo));
    expect(result.current.state).toBe('needs-tap');
    await act(() => result.current.save(photo));
    expect(result.current.state).toBe('idle');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(share).toHaveBeenCalledTimes(2);
    expect((share.mock.calls[1]![0]!.files![0] as File).name).toBe('DSC_0001.jpg');
  });

  it('is a plain download where files cannot be shared', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined, canShare: undefined });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const { result } = renderHook(() => useSaveToPhone());
    await act(() => result.current.save(photo));
    expect(clicks).toEqual(['DSC_0001.jpg']);
    vi.restoreAllMocks();
  });
});
