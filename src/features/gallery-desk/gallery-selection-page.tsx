import { formatDate, formatDateTime } from '../../../domain/formatting/czech';
import type { AdminSelection } from '../../../ports/gallery-admin-port';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { Alert } from '../../shared/ui/alert/alert';
import { Card } from '../../shared/ui/card/card';
import { DataList } from '../../shared/ui/data-list/data-list';
import { EmptyState } from '../../shared/ui/empty-state/empty-state';
import { Table, type TableColumn } from '../../shared/ui/table/table';
import { TextArea } from '../../shared/ui/text-area/text-area';
import { csAdminGallery } from '../../texts/cs-admin-gallery';
import { CopyButton } from './copy-button';
import { DeskLoadState } from './desk-load-state';
import { GalleryHeader, useGalleryId } from './gallery-header';
import { useDeskResource } from './use-desk-call';
import './gallery-desk.css';

const t = csAdminGallery.selection;
type Item = AdminSelection['items'][number] & { n: number };

const columns: TableColumn<Item>[] = [
  { id: 'n', header: t.columns.n, align: 'end', width: '5rem', cell: (row) => row.n },
  { id: 'file', header: t.columns.file, isRowHeader: true, cell: (row) => row.fileName },
  { id: 'comment', header: t.columns.comment, cell: (row) => row.comment },
];

function SelectionView({ selection }: { selection: AdminSelection }) {
  const items = selection.items.map((item, index) => ({ ...item, n: index + 1 }));
  return (
    <>
      <Card title={t.title}>
        <DataList
          items={[
            { term: t.quota, value: String(selection.quota) },
            { term: t.deadline, value: formatDate(selection.deadline) },
            { term: t.chosen, value: String(selection.items.length) },
            { term: t.submittedAt, value: selection.submittedAt ? formatDateTime(selection.submittedAt) : t.notSubmitted },
          ]}
        />
      </Card>
      {items.length === 0 ? (
        <EmptyState title={t.nothing} />
      ) : (
        <>
          <Card title={t.lightroom}>
            <div className="gallery-desk-form">
              <TextArea label={t.lightroom} hint={t.lightroomHint} className="gallery-lightroom" readOnly rows={3} value={selection.lightroom.text} onValue={() => undefined} />
              <CopyButton text={selection.lightroom.text} />
              {selection.lightroom.inexact.length > 0 ? (
                <Alert tone="warning" announce={false} title={t.lightroomInexact}>
                  <ul>
                    {selection.lightroom.inexact.map((name) => (
                      <li key={name}>{name}</li>
                    ))}
                  </ul>
                </Alert>
              ) : null}
            </div>
          </Card>
          <Table caption={t.caption} columns={columns} rows={items} rowKey={(row) => row.photoId} />
        </>
      )}
    </>
  );
}

/** The couple's "Výběr do alba": the chosen photos' original names and comments, and the Lightroom filter to copy. */
export function Component() {
  const galleries = useService(TOKENS.GalleryAdmin);
  const galleryId = useGalleryId();
  const resource = useDeskResource(async () => {
    const [admin, selection] = await Promise.all([galleries.get(galleryId), galleries.selection(galleryId)]);
    return { admin, selection };
  }, galleryId);
  return (
    <div className="gallery-desk">
      <GalleryHeader galleryId={galleryId} gallery={resource.data?.admin.gallery ?? null} archived={resource.data?.admin.archived ?? false} screen={t.title} />
      <DeskLoadState resource={resource}>
        {({ selection }) => (selection ? <SelectionView selection={selection} /> : <EmptyState title={t.off}>{t.offHint}</EmptyState>)}
      </DeskLoadState>
    </div>
  );
}
