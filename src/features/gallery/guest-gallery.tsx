import { useEffect, useState } from 'react';
import type { ErrorCode } from '../../../domain/errors';
import { isGalleryEntityId } from '../../../domain/gallery/gallery';
import { GUEST_GALLERY_PATH } from '../../../domain/gallery/gallery-links';
import type { GuestPass } from '../../../ports/gallery-viewer-port';
import { TOKENS } from '../../../ports/tokens';
import { PageMeta } from '../../shared/seo/page-meta';
import { useService } from '../../shared/services/services-context';
import { Alert } from '../../shared/ui/alert/alert';
import { preloadUiStyles, UiStyles } from '../../shared/ui/ui-styles';
import { csGallery } from '../../texts/cs-gallery';
import { codeOf } from './gallery-store';
import { forgetGuestPass, keepGuestPass, readGuestPass } from './guest-pass-storage';
import { OpenedGallery } from './opened-gallery';
import { PinForm } from './pin-form';
import './gallery.css';

// The page's chunk loads before it renders (and beside the app's services): the stylesheet it waits for comes along.
preloadUiStyles();

/** A pass the server no longer takes: the guest types the PIN again (the link may have been rotated meanwhile). */
const PASS_REFUSALS: readonly ErrorCode[] = ['gallery/guest-pass-invalid', 'gallery/not-found'];

type Entry = { state: 'loading' } | { state: 'form'; askContact: boolean } | { state: 'closed'; code: ErrorCode };

/**
 * The guests' gallery behind its PIN, for the link in its address. Rendered in the browser only, never indexed; no
 * router: its own entry (src/app/gallery-main.tsx) reads the link from the address, the app's route from its params.
 */
export function GuestGallery({ linkId }: { linkId: string }) {
  const port = useService(TOKENS.GalleryViewer);
  const [pass, setPass] = useState<GuestPass | null>(() => readGuestPass(linkId));
  const [entry, setEntry] = useState<Entry>({ state: 'loading' });
  const [notice, setNotice] = useState<ErrorCode | null>(null);

  useEffect(() => {
    if (pass || entry.state !== 'loading') return;
    if (!isGalleryEntityId(linkId)) {
      setEntry({ state: 'closed', code: 'gallery/not-found' });
      return;
    }
    let current = true;
    port.guestEntry(linkId).then(
      ({ askContact }) => current && setEntry({ state: 'form', askContact }),
      (error: unknown) => current && setEntry({ state: 'closed', code: codeOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [pass, entry.state, linkId, port]);

  return (
    <article className="gallery-page">
      <UiStyles />
      <PageMeta title={csGallery.pageTitle} description={csGallery.pageDescription} path={`${GUEST_GALLERY_PATH}/${linkId}`} noIndex />
      {pass ? (
        <OpenedGallery
          key={pass.pass}
          viewer={{ as: 'guest', pass: pass.pass }}
          failure={(code, retry) => <PassRefused code={code} retry={retry} onRefused={() => {
            forgetGuestPass(linkId);
            setNotice(code);
            setPass(null);
            setEntry({ state: 'loading' });
          }} />}
        />
      ) : entry.state === 'loading' ? (
        <p role="status">{csGallery.loading}</p>
      ) : entry.state === 'closed' ? (
        <>
          <h1>{csGallery.pin.closedHeading}</h1>
          <Alert tone="error" error={entry.code} announce={false} />
        </>
      ) : (
        <PinForm
          linkId={linkId}
          askContact={entry.askContact}
          notice={notice}
          onPass={(next) => {
            keepGuestPass(linkId, next);
            setNotice(null);
            setPass(next);
          }}
        />
      )}
    </article>
  );
}

function PassRefused({ code, retry, onRefused }: { code: ErrorCode; retry: () => void; onRefused: () => void }) {
  const refused = PASS_REFUSALS.includes(code);
  useEffect(() => {
    if (refused) onRefused();
  }, [refused, onRefused]);
  if (refused) return null;
  return (
    <>
      <h1>{csGallery.pin.closedHeading}</h1>
      <Alert
        tone="error"
        error={code}
        action={
          code === 'network/unavailable' || code === 'gallery/rate-limited' ? (
            <button type="button" className="ui-button ui-button--secondary ui-button--sm" onClick={retry}>
              {csGallery.retry}
            </button>
          ) : undefined
        }
      />
    </>
  );
}
