import { lazy, Suspense, useState } from 'react';
import { buttonClasses } from '../../shared/ui/button/button-classes';
import { csGallery } from '../../texts/cs-gallery';
import { useGallery } from './gallery-store';

// React Aria's dialog loads only when the couple sends their selection: guests never download it.
const ConfirmDialog = lazy(() => import('../../shared/ui/confirm-dialog/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/** "Výběr do alba" in the gallery's bar: how many of the quota are chosen, until when, and sending it (asked once more; locked after). */
export function SelectionPanel() {
  const selection = useGallery((s) => s.selection);
  const submit = useGallery((s) => s.submitSelection);
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState(false);
  if (!selection) return null;
  const count = selection.items.length;
  return (
    <section className="gallery-selection" aria-labelledby="vyber-do-alba">
      <h2 id="vyber-do-alba">{csGallery.selection.heading}</h2>
      <p className="gallery-selection__counter" aria-live="polite">
        <strong>{csGallery.selection.counter(count, selection.quota)}</strong>
      </p>
      <meter className="gallery-selection__meter" min={0} max={selection.quota} value={count} aria-hidden="true" />
      {selection.submittedAt ? (
        <p className="gallery-selection__note">{csGallery.selection.submittedAt(selection.submittedAt)}</p>
      ) : selection.open ? (
        <>
          <p className="gallery-selection__note">{csGallery.selection.deadline(selection.deadline)}</p>
          <button type="button" className={buttonClasses({ variant: 'primary', size: 'sm' })} disabled={count === 0} onClick={() => setAsking(true)}>
            {csGallery.selection.submit}
          </button>
        </>
      ) : (
        <p className="gallery-selection__note">{csGallery.selection.closed}</p>
      )}
      <p role="status">{sent ? csGallery.selection.sent : null}</p>
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            isOpen
            onOpenChange={setAsking}
            title={csGallery.selection.confirmTitle}
            confirmLabel={csGallery.selection.confirm}
            tone="primary"
            onConfirm={async () => {
              await submit();
              setSent(true);
            }}
          >
            <p>{csGallery.selection.confirmText(count)}</p>
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </section>
  );
}
