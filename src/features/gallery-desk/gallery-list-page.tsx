import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../domain/formatting/czech';
import { formatFileSize } from '../../../domain/formatting/file-size';
import { ADMIN_GALLERIES_PATH } from '../../../domain/gallery/gallery-links';
import type { GallerySummary } from '../../../ports/gallery-admin-port';
import { TOKENS } from '../../../ports/tokens';
import { PageMeta } from '../../shared/seo/page-meta';
import { useService } from '../../shared/services/services-context';
import { Button } from '../../shared/ui/button/button';
import { EmptyState } from '../../shared/ui/empty-state/empty-state';
import { Table, type TableColumn } from '../../shared/ui/table/table';
import { csAdminGallery } from '../../texts/cs-admin-gallery';
import { DeskLoadState } from './desk-load-state';
import { GalleryStateBadge } from './gallery-state-badge';
import { NewGalleryDialog } from './new-gallery-dialog';
import { useDeskResource } from './use-desk-call';
import './gallery-desk.css';

const t = csAdminGallery.list;

const columns: TableColumn<GallerySummary>[] = [
  { id: 'title', header: t.columns.title, isRowHeader: true, cell: (row) => <Link to={`${ADMIN_GALLERIES_PATH}/${row.id}`}>{row.title}</Link> },
  { id: 'date', header: t.columns.date, cell: (row) => formatDate(row.eventDate) },
  { id: 'state', header: t.columns.state, cell: (row) => <GalleryStateBadge state={row.state} archived={row.archived} /> },
  { id: 'photos', header: t.columns.photos, align: 'end', cell: (row) => row.photoCount },
  { id: 'storage', header: t.columns.storage, align: 'end', hideWhenNarrow: true, cell: (row) => formatFileSize(row.storageBytes) },
  { id: 'expires', header: t.columns.expires, hideWhenNarrow: true, cell: (row) => formatDate(row.expiresOn) },
];

/** The photographer's galleries, newest day first, and "Nová galerie" (from a booking or on its own). */
export function Component() {
  const galleries = useService(TOKENS.GalleryAdmin);
  const list = useDeskResource(async () => (await galleries.list()).sort((a, b) => b.eventDate.localeCompare(a.eventDate)), 'list');
  const [creating, setCreating] = useState(false);
  const create = (
    <Button variant="primary" onPress={() => setCreating(true)}>
      {t.create}
    </Button>
  );
  return (
    <div className="gallery-desk">
      <PageMeta title={t.title} description={t.emptyHint} path={ADMIN_GALLERIES_PATH} noIndex />
      <header className="gallery-desk-header">
        <h1>{t.title}</h1>
        {create}
      </header>
      <DeskLoadState resource={list}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState title={t.empty}>{t.emptyHint}</EmptyState>
          ) : (
            <Table caption={t.caption} captionHidden columns={columns} rows={items} rowKey={(row) => row.id} />
          )
        }
      </DeskLoadState>
      <NewGalleryDialog isOpen={creating} onOpenChange={setCreating} />
    </div>
  );
}
