import { useEffect } from 'react';
import type { DownloadScope } from '../../../domain/gallery/download-job';
import { buttonClasses } from '../../shared/ui/button/button-classes';
import { csGallery, formatFileSize } from '../../texts/cs-gallery';
import { useGallery } from './gallery-store';

/** How often a job being prepared is asked about again while the page is open (the e-mail tells the rest). */
const RECHECK_MS = 20_000;

const isWaiting = (status: string | undefined) => status === 'queued' || status === 'building';

/**
 * Asks about a job being prepared again every RECHECK_MS while the page is open. Called by the gallery's bar, which
 * stays mounted while these details are closed, so the state on its "Stažení v ZIPu" button keeps up.
 */
export function useJobRecheck(): void {
  const job = useGallery((s) => s.job);
  const refresh = useGallery((s) => s.refreshJob);
  const waiting = isWaiting(job?.status);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => void refresh(), RECHECK_MS);
    return () => clearTimeout(timer);
  }, [waiting, job, refresh]);
}

/** ZIP downloads per the viewer's right: the whole gallery, their favourites, the couple's selection; then the job. */
export function DownloadPanel() {
  const right = useGallery((s) => s.view?.download ?? 'none');
  const audience = useGallery((s) => s.view?.audience);
  const favourites = useGallery((s) => s.favourites.length);
  const chosen = useGallery((s) => s.selection?.items.length ?? 0);
  const job = useGallery((s) => s.job);
  const busy = useGallery((s) => s.busy.download === true);
  const request = useGallery((s) => s.requestDownload);
  const refresh = useGallery((s) => s.refreshJob);
  const waiting = isWaiting(job?.status);

  if (right === 'none') {
    return (
      <section id="stazeni-panel" className="gallery-panel" aria-labelledby="stazeni">
        <h2 id="stazeni">{csGallery.downloads.heading}</h2>
        <p>{csGallery.downloads.none}</p>
      </section>
    );
  }
  const scopes: DownloadScope[] = ['all', ...(favourites > 0 ? (['favourites'] as const) : []), ...(audience === 'couple' && chosen > 0 ? (['selection'] as const) : [])];
  return (
    <section id="stazeni-panel" className="gallery-panel" aria-labelledby="stazeni" aria-busy={busy || undefined}>
      <h2 id="stazeni">{csGallery.downloads.heading}</h2>
      <p>{csGallery.downloads.intro}</p>
      <div className="gallery-panel__actions">
        {scopes.map((scope) => (
          <button key={scope} type="button" className={buttonClasses({ variant: 'secondary', size: 'sm' })} disabled={busy || waiting} onClick={() => void request(scope)}>
            {csGallery.downloads.request[scope]}
          </button>
        ))}
      </div>
      {job ? (
        <div className={`gallery-job gallery-job--${job.status}`} role="status">
          <p>
            <strong>
              {csGallery.downloads.scope[job.scope]} ({csGallery.downloads.size[job.size]})
            </strong>
            {' – '}
            {csGallery.downloads.status[job.status]}
          </p>
          {job.status !== 'expired' && job.status !== 'failed' ? (
            <ul className="gallery-job__parts">
              {job.parts.map((part) => {
                const size = formatFileSize(part.bytes);
                return (
                  <li key={part.n}>
                    {part.url ? (
                      <a href={part.url} download>
                        {csGallery.downloads.part(part.n, job.parts.length, size, part.photoCount)}
                      </a>
                    ) : (
                      csGallery.downloads.preparingPart(part.n, job.parts.length, size)
                    )}
                  </li>
                );
              })}
            </ul>
          ) : null}
          {job.expiresAt && job.status === 'ready' ? <p>{csGallery.downloads.expiresAt(job.expiresAt)}</p> : null}
          {waiting ? (
            <button type="button" className={buttonClasses({ variant: 'quiet', size: 'sm' })} disabled={busy} onClick={() => void refresh()}>
              {csGallery.downloads.check}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
