import type { ComponentType, ReactNode } from 'react';
import { coupleGalleryPath } from '../../../domain/gallery/gallery-links';
import { PageMeta } from '../../shared/seo/page-meta';
import { Alert } from '../../shared/ui/alert/alert';
import { preloadUiStyles, UiStyles } from '../../shared/ui/ui-styles';
import { csGallery } from '../../texts/cs-gallery';
import { OpenedGallery } from './opened-gallery';
import './gallery.css';

// The page's chunk loads before it renders (and beside the app's services): the stylesheet it waits for comes along.
preloadUiStyles();

/** How the page links elsewhere: React Router's Link inside the app, a plain anchor on the gallery's own entry. */
export type GalleryLink = ComponentType<{ to: string; children: ReactNode }>;

/** A full page load to another address: the gallery's own entry has no router. */
export function PlainLink({ to, children }: { to: string; children: ReactNode }) {
  return <a href={to}>{children}</a>;
}

/**
 * The couple's gallery from "Moje svatba": their session decides (the portal's identity), past expiry "archivováno".
 * No router: the app's route (couple-gallery-page.tsx) and the gallery's own entry (src/app/gallery-main.tsx) pass
 * the id and their kind of link.
 */
export function CoupleGallery({ galleryId, link: Link }: { galleryId: string; link: GalleryLink }) {
  const back = (
    <p className="gallery-back">
      <Link to="/ucet">← {csGallery.backToPortal}</Link>
    </p>
  );
  return (
    <article className="gallery-page">
      <UiStyles />
      <PageMeta title={csGallery.pageTitle} description={csGallery.pageDescription} path={coupleGalleryPath(galleryId)} noIndex />
      <OpenedGallery
        key={galleryId}
        viewer={{ as: 'couple', galleryId }}
        before={back}
        failure={(code) => (
          <>
            <h1>{csGallery.pageTitle}</h1>
            <Alert tone={code === 'gallery/archived' ? 'info' : 'error'} title={code === 'gallery/archived' ? csGallery.portal.archived : undefined} error={code}>
              {code === 'gallery/archived' ? <Link to="/kontakt">{csGallery.contactLink}</Link> : null}
            </Alert>
          </>
        )}
      />
    </article>
  );
}
