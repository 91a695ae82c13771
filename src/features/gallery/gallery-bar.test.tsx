import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { DownloadJobView } from '../../../ports/gallery-viewer-port';
import { csGallery } from '../../texts/cs-gallery';
import { GalleryBar } from './gallery-bar';
import { GalleryStoreContext, type GalleryViewerState } from './gallery-store';

const queued: DownloadJobView = { id: 'job-1', status: 'queued', scope: 'all', size: 'web', parts: [{ n: 1, bytes: 1_000_000, photoCount: 40 }] };

/** A guest's store with a ZIP being prepared; the server's answer to a recheck is that it is ready. */
function storeWithQueuedJob() {
  const nothing = async () => undefined;
  return createStore<GalleryViewerState>()((set) => ({
    status: 'ready',
    failure: null,
    view: null,
    favourites: [],
    selection: undefined,
    portfolio: undefined,
    job: queued,
    actionError: null,
    busy: {},
    load: nothing,
    toggleFavourite: nothing,
    addToSelection: nothing,
    removeFromSelection: nothing,
    commentSelection: async () => true,
    submitSelection: nothing,
    setGalleryPortfolio: nothing,
    setPhotoPortfolio: nothing,
    requestDownload: nothing,
    refreshJob: async () => set({ job: { ...queued, status: 'ready' } }),
    dismissError: () => undefined,
  }));
}

afterEach(() => vi.useRealTimers());

describe('the gallery’s bar', () => {
  it('keeps asking about a ZIP being prepared while its details are closed, and shows the new state on its button', async () => {
    vi.useFakeTimers();
    render(
      <GalleryStoreContext value={storeWithQueuedJob()}>
        <GalleryBar />
      </GalleryStoreContext>,
    );
    const button = screen.getByRole('button', { name: `${csGallery.downloads.heading} (${csGallery.bar.job.queued})` });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(screen.getByRole('button', { name: `${csGallery.downloads.heading} (${csGallery.bar.job.ready})` })).toHaveAttribute('aria-expanded', 'false');
  });
});
