import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { isDomainError, isErrorCode, type ErrorCode } from '../../../domain/errors';
import type { DownloadScope } from '../../../domain/gallery/download-job';
import type { PhotoPortfolio, PortfolioConsent } from '../../../domain/gallery/gallery';
import type { DownloadJobView, GalleryView, GalleryViewer, GalleryViewerPort, PortfolioView, SelectionView } from '../../../ports/gallery-viewer-port';

export interface GalleryViewerState {
  status: 'loading' | 'ready' | 'failed';
  /** Why opening failed (the access rule's refusal, a rejected pass, the network). */
  failure: ErrorCode | null;
  view: GalleryView | null;
  favourites: string[];
  selection: SelectionView | undefined;
  portfolio: PortfolioView | undefined;
  job: DownloadJobView | null;
  /** The last action that failed and why: shown once, above the grid or in the viewer. */
  actionError: ErrorCode | null;
  /** Actions running, by name (`favourite:{photoId}`, `selection`, `download`…), to disable their buttons. */
  busy: Record<string, true>;
  load(): Promise<void>;
  toggleFavourite(photoId: string): Promise<void>;
  addToSelection(photoId: string): Promise<void>;
  removeFromSelection(photoId: string): Promise<void>;
  commentSelection(photoId: string, comment: string): Promise<boolean>;
  submitSelection(): Promise<void>;
  setGalleryPortfolio(consent: PortfolioConsent): Promise<void>;
  setPhotoPortfolio(photoId: string, choice: PhotoPortfolio): Promise<void>;
  requestDownload(scope: DownloadScope): Promise<void>;
  refreshJob(): Promise<void>;
  dismissError(): void;
}

export type GalleryViewerStore = StoreApi<GalleryViewerState>;

export function codeOf(error: unknown): ErrorCode {
  return isDomainError(error) && isErrorCode(error.code) ? error.code : 'network/unavailable';
}

/**
 * One viewer's gallery (the couple's or a guest's) over the GalleryViewerPort. Made per page (a viewer is an address
 * plus a session or pass, not an app-wide singleton), so leaving the gallery drops it. Every rule is the server's:
 * the store only remembers what the port answered, and a favourite shows at once and is taken back if refused.
 */
export function createGalleryViewerStore(port: GalleryViewerPort, viewer: GalleryViewer): GalleryViewerStore {
  return createStore<GalleryViewerState>()((set, get) => {
    function busy(key: string, on: boolean) {
      const { [key]: _was, ...rest } = get().busy;
      set({ busy: on ? { ...rest, [key]: true } : rest });
    }
    /** Runs one action: marks it busy, records a refusal as the action error, never throws. */
    async function act<T>(key: string, run: () => Promise<T>): Promise<T | undefined> {
      if (get().busy[key]) return undefined;
      busy(key, true);
      set({ actionError: null });
      try {
        return await run();
      } catch (error) {
        set({ actionError: codeOf(error) });
        return undefined;
      } finally {
        busy(key, false);
      }
    }
    async function applySelection(run: () => Promise<SelectionView>): Promise<boolean> {
      const selection = await act('selection', run);
      if (selection) set({ selection });
      return selection !== undefined;
    }

    return {
      status: 'loading',
      failure: null,
      view: null,
      favourites: [],
      selection: undefined,
      portfolio: undefined,
      job: null,
      actionError: null,
      busy: {},
      async load() {
        set({ status: 'loading', failure: null });
        try {
          const view = await port.open(viewer);
          set({ status: 'ready', view, favourites: view.favourites, selection: view.selection, portfolio: view.portfolio });
        } catch (error) {
          set({ status: 'failed', failure: codeOf(error) });
        }
      },
      async toggleFavourite(photoId) {
        const before = get().favourites;
        const favourite = !before.includes(photoId);
        set({ favourites: favourite ? [...before, photoId] : before.filter((id) => id !== photoId) });
        const saved = await act(`favourite:${photoId}`, () => port.setFavourite(viewer, photoId, favourite));
        set({ favourites: saved ?? before });
      },
      addToSelection: (photoId) => applySelection(() => port.changeSelection(viewer, { kind: 'add', photoId })).then(() => undefined),
      removeFromSelection: (photoId) => applySelection(() => port.changeSelection(viewer, { kind: 'remove', photoId })).then(() => undefined),
      commentSelection: (photoId, comment) => applySelection(() => port.changeSelection(viewer, { kind: 'comment', photoId, comment })),
      submitSelection: async () => {
        // The confirmation dialog shows the refusal itself, so this one rethrows instead of recording it.
        const selection = await port.submitSelection(viewer);
        set({ selection });
      },
      async setGalleryPortfolio(consent) {
        const portfolio = await act('portfolio', () => port.setPortfolio(viewer, { gallery: consent }));
        if (portfolio) set({ portfolio });
      },
      async setPhotoPortfolio(photoId, choice) {
        const portfolio = await act(`portfolio:${photoId}`, () => port.setPortfolio(viewer, { photoId, choice }));
        if (portfolio) set({ portfolio });
      },
      async requestDownload(scope) {
        const job = await act('download', () => port.requestDownload(viewer, scope));
        if (job) set({ job });
      },
      async refreshJob() {
        const current = get().job;
        if (!current) return;
        const job = await act('download', () => port.downloadJob(viewer, current.id));
        if (job) set({ job });
      },
      dismissError: () => set({ actionError: null }),
    };
  });
}

export const GalleryStoreContext = createContext<GalleryViewerStore | null>(null);

export function useGallery<T>(selector: (state: GalleryViewerState) => T): T {
  const store = useContext(GalleryStoreContext);
  if (!store) throw new Error('useGallery must be used inside <GalleryStoreContext>');
  return useStore(store, selector);
}
