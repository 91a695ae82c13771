import { Link, useParams } from 'react-router-dom';
import { CoupleGallery } from './couple-gallery';

/**
 * `/ucet/galerie/:galleryId` inside the app: reached by a navigation within it ("Moje svatba"'s link; a page load of
 * the address starts the gallery's own entry, src/app/gallery-main.tsx), and the component tests' way to the page.
 */
export function Component() {
  return <CoupleGallery galleryId={useParams().galleryId ?? ''} link={Link} />;
}
