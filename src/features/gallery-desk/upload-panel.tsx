import type { ChangeEvent } from 'react';
import { formatDurationShort, formatFileSize } from '../../../domain/formatting/file-size';
import { FieldError } from '../../shared/forms/field-error';
import { buttonClasses } from '../../shared/ui/button/button-classes';
import { Button } from '../../shared/ui/button/button';
import { Card } from '../../shared/ui/card/card';
import { csAdminGallery } from '../../texts/cs-admin-gallery';
import { queueTotals, useUploadQueue, type UploadItem } from './upload-queue-store';

const t = csAdminGallery.upload;
/** What the bucket takes (storage.rules: images only); a chosen folder also holds sidecars, previews, .DS_Store… */
const isImage = (file: File) => file.type.startsWith('image/');
// A folder picker is a non-standard attribute React does not know; every browser the desk supports reads it.
const folderPicker = { webkitdirectory: '', directory: '' } as Record<string, string>;

function QueueItem({ item }: { item: UploadItem }) {
  const retry = useUploadQueue((state) => state.retry);
  const errorId = `upload-chyba-${item.id}`;
  return (
    <li className="gallery-upload-item">
      <span className="gallery-upload-name">
        {item.file.name} <small>({formatFileSize(item.file.size)})</small>
      </span>
      <span>
        {t.status[item.status]}
        {item.status === 'done' && item.renditionsPending ? ` – ${t.renditionsLater}` : ''}
      </span>
      <progress className="gallery-desk-progress" aria-label={t.progress(item.file.name)} max={item.file.size} value={item.status === 'done' ? item.file.size : item.bytesSent} />
      {item.status === 'failed' ? (
        <>
          <FieldError id={errorId} code={item.error} />
          <Button size="sm" onPress={() => retry(item.id)} aria-describedby={errorId}>
            {t.retry(item.file.name)}
          </Button>
        </>
      ) : null}
    </li>
  );
}

/** Choosing photos or a whole folder, and the queue: per-file and overall progress, time left, pause, retries. */
export function UploadPanel({ galleryId }: { galleryId: string }) {
  const add = useUploadQueue((state) => state.add);
  const items = useUploadQueue((state) => state.items);
  const paused = useUploadQueue((state) => state.paused);
  const samples = useUploadQueue((state) => state.samples);
  const pause = useUploadQueue((state) => state.pause);
  const resume = useUploadQueue((state) => state.resume);
  const clearFinished = useUploadQueue((state) => state.clearFinished);
  const mine = items.filter((item) => item.galleryId === galleryId);
  const totals = queueTotals({ items: mine, samples, paused });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []).filter(isImage);
    // Cleared, so choosing the same folder again (after a reload, or to retry) fires another change.
    event.target.value = '';
    if (chosen.length > 0) void add(galleryId, chosen);
  };
  const picker = (label: string, extra: Record<string, string>) => (
    <label className={buttonClasses({ variant: 'secondary' })}>
      <input type="file" multiple accept="image/*" className="gallery-file-input" onChange={choose} {...extra} />
      {label}
    </label>
  );
  return (
    <Card title={t.title}>
      <div className="gallery-desk-form">
        <p>{t.hint}</p>
        <div className="gallery-desk-row">
          {picker(t.chooseFiles, {})}
          {picker(t.chooseFolder, folderPicker)}
        </div>
        {mine.length > 0 ? (
          <section aria-label={t.queue} className="gallery-desk-form">
            <progress className="gallery-desk-progress" aria-label={t.overall} max={Math.max(totals.total, 1)} value={totals.sent} />
            {/* Counts and pausing are announced; the time left changes with every chunk and is only shown. */}
            <p role="status">
              {t.summary(totals.done, totals.skipped, totals.failed, totals.files)}
              {paused ? ` · ${t.paused}` : ''}
            </p>
            {totals.secondsLeft !== null && totals.secondsLeft > 0 ? <p>{t.timeLeft(formatDurationShort(totals.secondsLeft))}</p> : null}
            <div className="gallery-desk-row">
              {totals.busy ? <Button onPress={paused ? resume : pause}>{paused ? t.resume : t.pause}</Button> : null}
              <Button variant="quiet" onPress={clearFinished}>
                {t.clear}
              </Button>
            </div>
            <ul className="gallery-upload-list">
              {mine.map((item) => (
                <QueueItem key={item.id} item={item} />
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Card>
  );
}
