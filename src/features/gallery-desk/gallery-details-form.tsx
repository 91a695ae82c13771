import { useState, type FormEvent } from 'react';
import { addDays, isIsoDate } from '../../../domain/booking/calendar';
import { DOWNLOAD_RIGHTS, type DownloadRight, type Gallery } from '../../../domain/gallery/gallery';
import { galleryInputOf, type GalleryInput } from '../../../domain/gallery/gallery-input';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { Alert } from '../../shared/ui/alert/alert';
import { Button } from '../../shared/ui/button/button';
import { Card } from '../../shared/ui/card/card';
import { Checkbox } from '../../shared/ui/checkbox/checkbox';
import { DateField } from '../../shared/ui/date-field/date-field';
import { Select } from '../../shared/ui/select/select';
import { TextField } from '../../shared/ui/text-field/text-field';
import { csAdminGallery } from '../../texts/cs-admin-gallery';
import { useDeskAction } from './use-desk-call';

const t = csAdminGallery.editor;
const rightOptions = DOWNLOAD_RIGHTS.map((right) => ({ value: right, label: csAdminGallery.rights[right] }));
/** A selection switched on starts with an album's usual size and a month to choose. */
const DEFAULT_QUOTA = 60;

interface Draft {
  title: string;
  eventDate: string;
  expiresOn: string;
  couple: DownloadRight;
  guests: DownloadRight;
  askGuestContact: boolean;
  selectionOn: boolean;
  quota: string;
  deadline: string;
}

const draftOf = (input: GalleryInput): Draft => ({
  title: input.title,
  eventDate: input.eventDate,
  expiresOn: input.expiresOn,
  couple: input.rights.couple,
  guests: input.rights.guests,
  askGuestContact: input.askGuestContact,
  selectionOn: input.selection !== null,
  quota: String(input.selection?.quota ?? DEFAULT_QUOTA),
  deadline: input.selection?.deadline ?? '',
});

/** The quota as typed: a whole number, or NaN so the server names the field (gallery/quota-invalid). */
const quotaOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** Title, day, expiry, download rights and the album selection's quota and deadline; validated on the server. */
export function GalleryDetailsForm({ gallery, onSaved }: { gallery: Gallery; onSaved(gallery: Gallery): void }) {
  const galleries = useService(TOKENS.GalleryAdmin);
  const [draft, setDraft] = useState(() => draftOf(galleryInputOf(gallery)));
  const save = useDeskAction((patch: Partial<GalleryInput>) => galleries.update(gallery.id, patch));
  const set = <K extends keyof Draft>(key: K) => (value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save.run({
      title: draft.title,
      eventDate: draft.eventDate,
      expiresOn: draft.expiresOn,
      rights: { couple: draft.couple, guests: draft.guests },
      askGuestContact: draft.askGuestContact,
      selection: draft.selectionOn ? { quota: quotaOf(draft.quota), deadline: draft.deadline } : null,
    });
    if (saved) onSaved(saved);
  };
  // Switched on: two months from the wedding to choose, which the photographer may change.
  const switchSelection = (on: boolean) =>
    setDraft((current) => ({ ...current, selectionOn: on, deadline: current.deadline || (on && isIsoDate(current.eventDate) ? addDays(current.eventDate, 60) : '') }));
  const fieldError = save.fields;
  return (
    <Card title={t.details}>
      <form className="gallery-desk-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={t.galleryTitle} required value={draft.title} onValue={set('title')} error={fieldError.title} />
        <div className="gallery-desk-row">
          <DateField label={t.eventDate} required value={draft.eventDate} onValue={set('eventDate')} error={fieldError.eventDate} />
          <DateField label={t.expiresOn} hint={t.expiresHint} required value={draft.expiresOn} min={draft.eventDate} onValue={set('expiresOn')} error={fieldError.expiresOn} />
        </div>
        <div className="gallery-desk-row">
          <Select label={t.rightsCouple} value={draft.couple} onValue={(value) => set('couple')(value as DownloadRight)} options={rightOptions} error={fieldError.rights} />
          <Select label={t.rightsGuests} value={draft.guests} onValue={(value) => set('guests')(value as DownloadRight)} options={rightOptions} />
        </div>
        <Checkbox label={t.askGuestContact} checked={draft.askGuestContact} onChecked={set('askGuestContact')} />
        <Checkbox label={t.selectionOn} checked={draft.selectionOn} onChecked={switchSelection} />
        {draft.selectionOn ? (
          <div className="gallery-desk-row">
            <TextField label={t.quota} inputMode="numeric" value={draft.quota} onValue={set('quota')} error={fieldError.selection === 'gallery/quota-invalid' ? fieldError.selection : undefined} />
            <DateField label={t.deadline} value={draft.deadline} onValue={set('deadline')} error={fieldError.selection === 'date/invalid' ? fieldError.selection : undefined} />
          </div>
        ) : null}
        {save.error && Object.keys(save.fields).length === 0 ? <Alert tone="error" error={save.error} /> : null}
        {save.done ? <Alert tone="success">{t.saved}</Alert> : null}
        <div>
          <Button type="submit" variant="primary" isPending={save.pending}>
            {t.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
