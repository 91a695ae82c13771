import { useEffect, useState, type ReactNode } from 'react';
import type { ErrorCode } from '../../../domain/errors';
import type { GalleryViewer } from '../../../ports/gallery-viewer-port';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { Alert } from '../../shared/ui/alert/alert';
import { buttonClasses } from '../../shared/ui/button/button-classes';
import { csGallery } from '../../texts/cs-gallery';
import { GalleryScreen } from './gallery-screen';
import { createGalleryViewerStore, GalleryStoreContext, useGallery } from './gallery-store';

interface OpenedGalleryProps {
  viewer: GalleryViewer;
  /** What the page says when the gallery does not open (archived, expired…); the default is the code's message. */
  failure?: (code: ErrorCode, retry: () => void) => ReactNode;
  /** Above the title (the couple's way back to "Moje svatba"). */
  before?: ReactNode;
}

/** A gallery opened for one viewer: its own store, loaded once; loading, failure, then the screen. */
export function OpenedGallery({ viewer, failure, before }: OpenedGalleryProps) {
  const port = useService(TOKENS.GalleryViewer);
  const [store] = useState(() => createGalleryViewerStore(port, viewer));
  useEffect(() => {
    void store.getState().load();
  }, [store]);
  return (
    <GalleryStoreContext value={store}>
      <GalleryState failure={failure} before={before} />
    </GalleryStoreContext>
  );
}

function GalleryState({ failure, before }: Pick<OpenedGalleryProps, 'failure' | 'before'>) {
  const status = useGallery((s) => s.status);
  const code = useGallery((s) => s.failure);
  const load = useGallery((s) => s.load);
  if (status === 'loading') {
    return (
      <div className="gallery-screen" aria-busy="true">
        {before}
        <p role="status">{csGallery.loading}</p>
      </div>
    );
  }
  if (status === 'failed' && code) {
    return (
      <div className="gallery-screen">
        {before}
        {failure ? (
          failure(code, () => void load())
        ) : (
          <>
            <h1>{csGallery.pageTitle}</h1>
            <Alert
              tone="error"
              title={csGallery.loadFailed}
              error={code}
              action={
                <button type="button" className={buttonClasses({ variant: 'secondary', size: 'sm' })} onClick={() => void load()}>
                  {csGallery.retry}
                </button>
              }
            />
          </>
        )}
      </div>
    );
  }
  return <GalleryScreen before={before} />;
}
