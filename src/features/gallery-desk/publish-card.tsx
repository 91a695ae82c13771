import { useState } from 'react';
import { formatFileSize } from '../../../domain/formatting/file-size';
import type { Gallery } from '../../../domain/gallery/gallery';
import type { GalleryStorageReport } from '../../../ports/gallery-admin-port';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { Button } from '../../shared/ui/button/button';
import { Card } from '../../shared/ui/card/card';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog/confirm-dialog';
import { DataList } from '../../shared/ui/data-list/data-list';
import { csAdminGallery } from '../../texts/cs-admin-gallery';

const t = csAdminGallery.publish;

/** Publishing and taking back, each after a question saying who then sees what; nothing is deleted either way. */
export function PublishCard({ gallery, onChanged }: { gallery: Gallery; onChanged(gallery: Gallery): void }) {
  const galleries = useService(TOKENS.GalleryAdmin);
  const [asking, setAsking] = useState(false);
  const publishing = gallery.state !== 'published';
  return (
    <Card title={t.title}>
      {gallery.state !== 'draft' ? <p>{gallery.state === 'published' ? t.published : t.unpublished}</p> : null}
      <Button variant={publishing ? 'primary' : 'danger'} onPress={() => setAsking(true)}>
        {publishing ? t.publish : t.unpublish}
      </Button>
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={publishing ? t.publishQuestion : t.unpublishQuestion}
        confirmLabel={publishing ? t.publish : t.unpublish}
        tone={publishing ? 'primary' : 'danger'}
        onConfirm={async () => onChanged(await (publishing ? galleries.publish(gallery.id) : galleries.unpublish(gallery.id)))}
      >
        <p>{publishing ? t.publishBody : t.unpublishBody}</p>
      </ConfirmDialog>
    </Card>
  );
}

/** What the gallery takes in the bucket: the originals, and everything (renditions, prepared ZIPs) with them. */
export function StorageCard({ report }: { report: GalleryStorageReport }) {
  const e = csAdminGallery.editor;
  return (
    <Card title={e.storage}>
      <DataList
        items={[
          { term: e.storageOriginals, value: formatFileSize(report.originalsBytes) },
          { term: e.storageTotal, value: formatFileSize(report.totalBytes) },
          { term: e.storageFiles, value: e.fileCount(report.files) },
        ]}
      />
    </Card>
  );
}
