import { NavLink, useParams } from 'react-router-dom';
import type { Gallery } from '../../../domain/gallery/gallery';
import { ADMIN_GALLERIES_PATH } from '../../../domain/gallery/gallery-links';
import { PageMeta } from '../../shared/seo/page-meta';
import { csAdminGallery } from '../../texts/cs-admin-gallery';
import { GalleryStateBadge } from './gallery-state-badge';

const t = csAdminGallery.nav;

/** The gallery id of the address (`/admin/galerie/:id…`). */
export function useGalleryId(): string {
  return useParams().id ?? '';
}

/** The gallery's title and state above each of its screens, and the links between them. */
export function GalleryHeader({ galleryId, gallery, archived, screen }: { galleryId: string; gallery: Gallery | null; archived: boolean; screen: string }) {
  const base = `${ADMIN_GALLERIES_PATH}/${galleryId}`;
  const title = gallery ? `${gallery.title} – ${screen}` : screen;
  return (
    <>
      <PageMeta title={title} description={screen} path={base} noIndex />
      <header className="gallery-desk-header">
        <h1>{title}</h1>
        {gallery ? <GalleryStateBadge state={gallery.state} archived={archived} /> : null}
      </header>
      <nav aria-label={t.label} className="gallery-desk-nav">
        <ul>
          <li>
            <NavLink to={ADMIN_GALLERIES_PATH} end>
              {t.back}
            </NavLink>
          </li>
          <li>
            <NavLink to={base} end>
              {t.settings}
            </NavLink>
          </li>
          <li>
            <NavLink to={`${base}/fotky`}>{t.photos}</NavLink>
          </li>
          <li>
            <NavLink to={`${base}/vyber`}>{t.selection}</NavLink>
          </li>
        </ul>
      </nav>
    </>
  );
}
