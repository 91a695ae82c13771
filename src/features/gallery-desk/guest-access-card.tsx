import { useState } from 'react';
import type { Gallery } from '../../../domain/gallery/gallery';
import { guestGalleryUrl } from '../../../domain/gallery/gallery-links';
import { formatGuestPin } from '../../../domain/gallery/guest-pin';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { Alert } from '../../shared/ui/alert/alert';
import { Button } from '../../shared/ui/button/button';
import { Card } from '../../shared/ui/card/card';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog/confirm-dialog';
import { TextField } from '../../shared/ui/text-field/text-field';
import { csAdminGallery } from '../../texts/cs-admin-gallery';
import { CopyButton } from './copy-button';
import { useDeskAction } from './use-desk-call';

const t = csAdminGallery.guests;

/**
 * The guests' link (copy, rotate after a question) and their PIN: set here and shown once in clear, since only its
 * digest is stored. Setting the first PIN creates the link.
 */
export function GuestAccessCard({ gallery, onChanged }: { gallery: Gallery; onChanged(): void }) {
  const galleries = useService(TOKENS.GalleryAdmin);
  const { siteUrl } = useService(TOKENS.AppConfig);
  const [pin, setPin] = useState('');
  const [shownPin, setShownPin] = useState<string | null>(null);
  const [rotating, setRotating] = useState(false);
  const [rotated, setRotated] = useState(false);
  const setGuestPin = useDeskAction(() => galleries.setGuestPin(gallery.id, pin));
  const link = gallery.guestLink ? guestGalleryUrl(siteUrl, gallery.guestLink.id) : null;

  const submitPin = async () => {
    const access = await setGuestPin.run();
    if (!access?.pin) return;
    setShownPin(formatGuestPin(access.pin));
    setPin('');
    setRotated(false);
    onChanged();
  };
  return (
    <Card title={t.title}>
      <div className="gallery-desk-form">
        {link ? (
          <div className="gallery-desk-row">
            <TextField label={t.link} value={link} readOnly onValue={() => undefined} />
            <CopyButton text={link} />
            <Button variant="quiet" onPress={() => setRotating(true)}>
              {t.rotate}
            </Button>
          </div>
        ) : (
          <p>{t.noLink}</p>
        )}
        {rotated ? <Alert tone="success">{t.rotated}</Alert> : null}
        <form
          className="gallery-desk-row"
          onSubmit={(event) => {
            event.preventDefault();
            void submitPin();
          }}
        >
          <TextField label={t.pin} hint={t.pinHint} inputMode="numeric" autoComplete="off" value={pin} onValue={setPin} error={setGuestPin.error} />
          <Button type="submit" isPending={setGuestPin.pending}>
            {t.setPin}
          </Button>
        </form>
        {shownPin ? <Alert tone="success">{t.pinShown(shownPin)}</Alert> : null}
      </div>
      <ConfirmDialog
        isOpen={rotating}
        onOpenChange={setRotating}
        title={t.rotateQuestion}
        confirmLabel={t.rotate}
        tone="danger"
        onConfirm={async () => {
          await galleries.rotateGuestLink(gallery.id);
          setRotated(true);
          onChanged();
        }}
      >
        <p>{t.rotateBody}</p>
      </ConfirmDialog>
    </Card>
  );
}
