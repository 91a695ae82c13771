import type { GalleryState } from '../../../domain/gallery/gallery';
import { Badge, type BadgeTone } from '../../shared/ui/badge/badge';
import { csAdminGallery } from '../../texts/cs-admin-gallery';

const TONES: Record<GalleryState, BadgeTone> = { draft: 'neutral', published: 'success', unpublished: 'warning' };

/** The gallery's state in words, and "archived" once past its last day (closed to the couple and the guests). */
export function GalleryStateBadge({ state, archived }: { state: GalleryState; archived: boolean }) {
  return (
    <span className="gallery-desk-badges">
      <Badge tone={TONES[state]}>{csAdminGallery.state[state]}</Badge>
      {archived ? <Badge tone="danger">{csAdminGallery.archived}</Badge> : null}
    </span>
  );
}
