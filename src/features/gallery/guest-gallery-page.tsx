import { useParams } from 'react-router-dom';
import { GuestGallery } from './guest-gallery';

/**
 * `/galerie/:linkId` inside the app: reached only by a navigation within it (a page load of the address starts the
 * gallery's own entry, src/app/gallery-main.tsx), and the component tests' way to the page.
 */
export function Component() {
  return <GuestGallery linkId={useParams().linkId ?? ''} />;
}
