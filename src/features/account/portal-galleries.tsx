import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { isDomainError, isErrorCode, type ErrorCode } from '../../../domain/errors';
import { coupleGalleryPath } from '../../../domain/gallery/gallery-links';
import type { CoupleGalleryCard } from '../../../ports/gallery-viewer-port';
import { TOKENS } from '../../../ports/tokens';
import { FormStatus } from '../../shared/forms/form-status';
import { useService } from '../../shared/services/services-context';
import { csGallery } from '../../texts/cs-gallery';

type Loaded = { state: 'loading' } | { state: 'ready'; galleries: CoupleGalleryCard[] } | { state: 'failed'; code: ErrorCode };

/** "Galerie" in "Moje svatba": the couple's delivered galleries, each opening the viewer (or saying it is archived). */
export function PortalGalleries() {
  const port = useService(TOKENS.GalleryViewer);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    port.myGalleries().then(
      (galleries) => current && setLoaded({ state: 'ready', galleries }),
      (error: unknown) => current && setLoaded({ state: 'failed', code: isDomainError(error) && isErrorCode(error.code) ? error.code : 'network/unavailable' }),
    );
    return () => {
      current = false;
    };
  }, [port]);

  return (
    <section aria-labelledby="galerie" aria-busy={loaded.state === 'loading'} className="portal-galleries">
      <h2 id="galerie">{csGallery.portal.heading}</h2>
      {loaded.state === 'loading' ? <p role="status">{csGallery.portal.loading}</p> : null}
      {loaded.state === 'failed' ? <FormStatus id="galerie-chyba" failure={loaded.code} /> : null}
      {loaded.state === 'ready' && loaded.galleries.length === 0 ? <p>{csGallery.portal.none}</p> : null}
      {loaded.state === 'ready' && loaded.galleries.length > 0 ? (
        <ul className="portal-galleries__list">
          {loaded.galleries.map((gallery) => (
            <li key={gallery.galleryId}>
              <strong>{gallery.title}</strong>
              <br />
              {gallery.state === 'open' ? (
                <>
                  <span>{csGallery.portal.expires(gallery.expiresOn)}</span>{' '}
                  <Link className="button" to={coupleGalleryPath(gallery.galleryId)}>
                    {csGallery.portal.open}
                  </Link>
                </>
              ) : gallery.state === 'archived' ? (
                <span>
                  {csGallery.portal.archived} (<Link to="/kontakt">{csGallery.contactLink}</Link>)
                </span>
              ) : (
                <span>{csGallery.portal.unpublished}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
